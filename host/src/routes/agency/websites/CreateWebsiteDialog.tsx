import { FormModalFooter } from '../../../ui/FormModalFooter.tsx';
import { createLandingBodySchema, validateSubdomain } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { previewTokenPaths } from '../../../api/previews-api.ts';
import { useCreateWebsiteMutation, useSiteTemplates } from '../../../api/websites-api.ts';
import { TextField } from '../../../ui/FormRow.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TemplateGallery } from '../../../ui/template-gallery/TemplateGallery.tsx';
import { useGalleryCategories } from '../../../ui/template-gallery/use-gallery-categories.ts';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';

const FORM_ID = 'create-website-form';

/** Creates a website, blank or from a site template, then opens its pages. */
export function CreateWebsiteDialog({ onClose }: { onClose(): void }) {
  const [title, setTitle] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const templates = useSiteTemplates();
  const categories = useGalleryCategories('site');
  const create = useCreateWebsiteMutation();
  const navigate = useNavigate();
  const { errors, setErrors, submit } = useCheckedSubmit(createLandingBodySchema, create, (landing) => navigate(`/agency/websites/${landing.id}/pages`));
  // Live §5 check once something is typed; the server has the last word (taken subdomains).
  const subdomainError = errors.subdomain?.[0] ?? (subdomain.trim() ? (validateSubdomain(subdomain.replace(/\s+/g, '')) ?? undefined) : undefined);

  const onSubmit = (event: FormEvent) => submit(event, { title, subdomain, template_id: templateId ?? undefined });

  return (
    <Modal
      title="Create a website"
      size="wide"
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
        <TemplateGallery
          label="Start from"
          blankLabel="A blank website"
          templates={templates.data?.map((template) => ({
            id: template.id,
            name: template.name,
            category: template.category,
            detail: template.pages_count === 1 ? '1 page' : `${template.pages_count} pages`,
            tokenPath: previewTokenPaths.template(template.id),
            previewTo: `/templates/${template.id}/preview`,
          }))}
          categories={categories}
          value={templateId}
          onChange={setTemplateId}
          error={errors.template_id?.[0]}
        />
      </form>
    </Modal>
  );
}
