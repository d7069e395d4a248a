import { zodFieldErrors, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { blogSettingBodySchema, blogSettingSchema, type BlogSetting } from '../blog-setting-schemas.ts';

/** /agency/websites/{id}/blog/settings: the blog index's title and description. */
export default function BlogSettingsScreen() {
  const { landingId, useQuery, Link, kit } = useAppScreen();
  const { QueryView } = kit;
  const setting = useQuery(`/landings/${landingId}/pages/blog-setting`, { schema: blogSettingSchema });
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/blog`}>
        ← Blog
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Blog settings</h1>
      </header>
      <QueryView query={setting} loading="Loading the blog settings…" failed="The blog settings could not be loaded">
        {(data) => <BlogSettingForm setting={data.data} />}
      </QueryView>
    </div>
  );
}

function BlogSettingForm({ setting }: { setting: BlogSetting }) {
  const { landingId, request, kit } = useAppScreen();
  const { TextField, FormRow, PermissionGate } = kit;
  const [form, setForm] = useState(setting);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = blogSettingBodySchema.safeParse(form);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    request(`/landings/${landingId}/pages/blog-setting`, { method: 'PUT', body: body.data, schema: blogSettingSchema })
      .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
      .finally(() => setSaving(false));
  };
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Blog settings">
      <TextField id="blog-title" label="Title" value={form.title} onValue={(title) => setForm({ ...form, title })} error={errors.title?.[0]} maxLength={100} required hint="The heading of /blog and its page title." />
      <FormRow id="blog-description" label="Description" error={errors.description?.[0]} hint="What search engines show for /blog; the website's description when left empty.">
        <textarea id="blog-description" className="input" rows={3} maxLength={300} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />
      </FormRow>
      <div>
        <PermissionGate permission="blog.publish">
          <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
            Save settings
          </button>
        </PermissionGate>
      </div>
    </form>
  );
}
