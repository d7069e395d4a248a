import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { useImportTemplateFromWebsite, useImportTemplateXml } from '../../../api/admin-templates-api.ts';
import { FormModalFooter } from '../../../ui/FormModalFooter.tsx';
import { TextField } from '../../../ui/FormRow.tsx';
import { Modal } from '../../../ui/Modal.tsx';

/** The share id a website's share link ends with (…/agency/websites/{uniqueId}), or the id itself. */
const SHARE_ID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The site-template list's other ways to start a template: a WordPress export, or a website's share link. */
export function TemplateImports() {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const importXml = useImportTemplateXml();
  const [fromWebsite, setFromWebsite] = useState(false);
  const opened = (template: { id: number }) => navigate(`/admin/templates/${template.id}/pages`);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".xml,text/xml,application/xml"
        className="visually-hidden"
        aria-label="WordPress export file"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) importXml.mutate(file, { onSuccess: opened });
        }}
      />
      <button type="button" className="btn" disabled={importXml.isPending} aria-busy={importXml.isPending} onClick={() => fileInput.current?.click()}>
        Import from WordPress
      </button>
      <button type="button" className="btn" onClick={() => setFromWebsite(true)}>
        From a website
      </button>
      {fromWebsite ? <FromWebsiteDialog onClose={() => setFromWebsite(false)} onCreated={opened} /> : null}
    </>
  );
}

function FromWebsiteDialog({ onClose, onCreated }: { onClose(): void; onCreated(template: { id: number }): void }) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useImportTemplateFromWebsite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uniqueId = SHARE_ID.exec(link.trim())?.[1];
    if (!uniqueId) return setError("Paste a website's share link.");
    create.mutate(uniqueId, { onSuccess: onCreated, onError: (failure) => setError(isApiError(failure) ? failure.message : 'The template could not be made.') });
  };
  return (
    <Modal title="A template from a website" onClose={onClose} footer={<FormModalFooter formId="template-from-website" submitLabel="Make template" busy={create.isPending} onCancel={onClose} />}>
      <form id="template-from-website" className="form-stack" onSubmit={submit} noValidate>
        <TextField id="template-share-link" label="Share link of the website" value={link} onValue={setLink} error={error} hint="Its pages, forms, menus and settings become a new, unpublished template." />
      </form>
    </Modal>
  );
}
