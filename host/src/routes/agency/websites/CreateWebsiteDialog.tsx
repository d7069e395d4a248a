import { FormModalFooter } from '../../../ui/FormModalFooter.tsx';
import { createLandingBodySchema, validateSubdomain } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { inCategory, TemplateCategoryFilter } from './TemplateCategoryFilter.tsx';
import { useCreateWebsiteMutation, useSiteTemplates } from '../../../api/websites-api.ts';
import { FormRow, TextField } from '../../../ui/FormRow.tsx';
import { PreviewLink } from '../../previews/PreviewLink.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';

const FORM_ID = 'create-website-form';

/** Creates a website, blank or from a site template, then opens its pages. */
export function CreateWebsiteDialog({ onClose }: { onClose(): void }) {
  const [title, setTitle] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [category, setCategory] = useState('');
  const templates = useSiteTemplates();
  const chosen = templates.data?.find((template) => String(template.id) === templateId);
  const create = useCreateWebsiteMutation();
  const navigate = useNavigate();
  const { errors, setErrors, submit } = useCheckedSubmit(createLandingBodySchema, create, (landing) => navigate(`/agency/websites/${landing.id}/pages`));
  // Live §5 check once something is typed; the server has the last word (taken subdomains).
  const subdomainError = errors.subdomain?.[0] ?? (subdomain.trim() ? (validateSubdomain(subdomain.replace(/\s+/g, '')) ?? undefined) : undefined);

  const onSubmit = (event: FormEvent) => submit(event, { title, subdomain, template_id: templateId ? Number(templateId) : undefined });

  return (
    <Modal
      title="Create a website"
      onClose={onClose}
      footer={<FormModalFooter formId={FORM_ID} submitLabel="Create website" busy={create.isPending} onCancel={onClose} />}
    >
      <form id={FORM_ID} className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="new-website-title" label="Title" value={title} onValue={setTitle} error={errors.title?.[0]} maxLength={200} />
        <TextField
          id="new-website-subdomain"
          label="Subdomain"
          value={subdomain}
          onValue={(value) => {
            setSubdomain(value);
            setErrors(({ subdomain: _dropped, ...rest }) => rest);
          }}
          error={subdomainError}
          hint="Letters, digits and hyphens; the website answers at this name."
        />
        <TemplateCategoryFilter
          id="new-website-category"
          kind="site"
          value={category}
          onChange={(next) => {
            setCategory(next);
            setTemplateId('');
          }}
        />
        <FormRow id="new-website-template" label="Start from" hint={chosen ? <PreviewLink to={`/templates/${chosen.id}/preview`} name={chosen.name} /> : undefined}>
          <select id="new-website-template" className="input" value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
            <option value="">A blank website</option>
            {inCategory(templates.data ?? [], category).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({template.pages_count === 1 ? '1 page' : `${template.pages_count} pages`})
              </option>
            ))}
          </select>
        </FormRow>
      </form>
    </Modal>
  );
}
