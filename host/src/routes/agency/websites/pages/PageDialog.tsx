import { createPageBodySchema, updatePageBodySchema, zodFieldErrors, type FieldErrors, type Page } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { useCreatePageMutation, usePageTemplates, useUpdatePageMutation } from '../../../../api/page-management-api.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { previewTokenPaths } from '../../../../api/previews-api.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { TemplateGallery } from '../../../../ui/template-gallery/TemplateGallery.tsx';
import { useGalleryCategories } from '../../../../ui/template-gallery/use-gallery-categories.ts';

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
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const templates = usePageTemplates();
  const categories = useGalleryCategories('page');
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
      : createPageBodySchema.safeParse({ ...values, unique_name: address, ...(templateId !== null ? { source: 'template', page_template_id: templateId } : {}) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    if (page) update.mutate({ pageId: page.id, body: parsed.data }, { onSuccess: onClose, onError });
    else create.mutate(parsed.data as Parameters<typeof create.mutate>[0], { onSuccess: onClose, onError });
  };

  const busy = create.isPending || update.isPending;
  return (
    <Modal
      title={page ? 'Edit page' : 'Create a page'}
      size={page ? 'normal' : 'wide'}
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
          <TemplateGallery
            label="Start from"
            blankLabel="A blank page"
            noun="page templates"
            templates={templates.data?.map((template) => ({
              id: template.id,
              name: template.name,
              category: template.category,
              tokenPath: previewTokenPaths.pageTemplate(template.id),
              previewTo: `/page-templates/${template.id}/preview`,
            }))}
            categories={categories}
            value={templateId}
            onChange={setTemplateId}
            error={errors.page_template_id?.[0]}
          />
        )}
      </form>
    </Modal>
  );
}
