import { createPageBodySchema, updatePageBodySchema, zodFieldErrors, type FieldErrors, type Page } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { inCategory, TemplateCategoryFilter } from '../TemplateCategoryFilter.tsx';
import { useCreatePageMutation, usePageTemplates, useUpdatePageMutation } from '../../../../api/page-management-api.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { PreviewLink } from '../../../previews/PreviewLink.tsx';
import { Modal } from '../../../../ui/Modal.tsx';

interface PageDialogProps {
  landingId: number;
  /** The page to edit; a new page without it. */
  page?: Page | undefined;
  onClose(): void;
}

const FORM_ID = 'page-form';

/** Creates a page (blank or from a page template) or edits a page's name, address, title and description. */
export function PageDialog({ landingId, page, onClose }: PageDialogProps) {
  const [values, setValues] = useState({ name: page?.name ?? '', unique_name: page?.unique_name ?? '', title: page?.title ?? '', description: page?.description ?? '' });
  const [templateId, setTemplateId] = useState('');
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const templates = usePageTemplates();
  const chosen = templates.data?.find((template) => String(template.id) === templateId);
  const create = useCreatePageMutation(landingId);
  const update = useUpdatePageMutation(landingId);
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const onError = (error: Error) => {
    if (isApiError(error) && error.errors) setErrors(error.errors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = values.unique_name.trim() || undefined;
    const parsed = page
      ? updatePageBodySchema.safeParse({ ...values, unique_name: address })
      : createPageBodySchema.safeParse({ ...values, unique_name: address, ...(templateId ? { source: 'template', page_template_id: Number(templateId) } : {}) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    if (page) update.mutate({ pageId: page.id, body: parsed.data }, { onSuccess: onClose, onError });
    else create.mutate(parsed.data as Parameters<typeof create.mutate>[0], { onSuccess: onClose, onError });
  };

  const busy = create.isPending || update.isPending;
  return (
    <Modal
      title={page ? 'Edit page' : 'Create a page'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {page ? 'Save page' : 'Create page'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="page-name" label="Name" value={values.name} onValue={set('name')} error={errors.name?.[0]} maxLength={200} />
        <TextField
          id="page-unique-name"
          label="Address"
          value={values.unique_name}
          onValue={set('unique_name')}
          error={errors.unique_name?.[0]}
          hint={page ? 'The page answers at /address.' : 'Left empty, it is made from the name.'}
        />
        <TextField id="page-title" label="Title" value={values.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} />
        <FormRow id="page-description" label="Description" error={errors.description?.[0]}>
          <textarea id="page-description" className="input" rows={3} value={values.description} onChange={(event) => set('description')(event.target.value)} />
        </FormRow>
        {page ? null : (
          <TemplateCategoryFilter
            id="page-template-category"
            kind="page"
            value={category}
            onChange={(next) => {
              setCategory(next);
              setTemplateId('');
            }}
          />
        )}
        {page ? null : (
          <FormRow
            id="page-template"
            label="Start from"
            error={errors.page_template_id?.[0]}
            hint={chosen ? <PreviewLink to={`/page-templates/${chosen.id}/preview`} name={chosen.name} /> : undefined}
          >
            <select id="page-template" className="input" value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
              <option value="">A blank page</option>
              {inCategory(templates.data ?? [], category).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.category && !category ? `${template.name} (${template.category})` : template.name}
                </option>
              ))}
            </select>
          </FormRow>
        )}
      </form>
    </Modal>
  );
}
