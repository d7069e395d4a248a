import { blogPostSavedSchema, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';

const SHARE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SOURCES = { 'agency-blog': "Another website's post", 'admin-blog': "The platform's posts" } as const;

/** Imports a shared post into the website's blog as a draft, by the share id (or a link holding it) its owner gave. */
export function ImportSharedPost() {
  const { landingId, request, navigate, kit } = useAppScreen();
  const { TextField, PermissionGate } = kit;
  const [link, setLink] = useState('');
  const [source, setSource] = useState<keyof typeof SOURCES>('agency-blog');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const shareId = SHARE_ID.exec(link)?.[0];
    if (!shareId) return setErrors({ uniqueId: ['Paste the share id or the link that holds it.'] });
    setErrors({});
    setBusy(true);
    request(`/landings/${landingId}/import/${source}/${shareId.toLowerCase()}/unique-id`, { method: 'POST', schema: blogPostSavedSchema })
      .then((imported) => navigate(`/agency/websites/${landingId}/blog/${imported.data.id}/edit`))
      .catch((error: unknown) => {
        setErrors(fieldErrorsOf(error));
        setBusy(false);
      });
  };
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Import a shared post">
      <fieldset>
        <legend>Import a shared post</legend>
        {Object.entries(SOURCES).map(([value, label]) => (
          <label key={value} className="check">
            <input type="radio" name="import-source" value={value} checked={source === value} onChange={() => setSource(value as keyof typeof SOURCES)} /> {label}
          </label>
        ))}
        <TextField id="import-share-id" label="Share id or link" value={link} onValue={setLink} error={errors.uniqueId?.[0]} />
      </fieldset>
      <div>
        <PermissionGate permission="blog.create">
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            Import as a draft
          </button>
        </PermissionGate>
      </div>
    </form>
  );
}
