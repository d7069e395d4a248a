import { zodFieldErrors, type FieldErrors, type PermissionKey } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { listingSettingBodySchema, listingSettingSchema, type ListingSetting } from '../apps/listing-setting.ts';
import { useAppScreen } from './app-screen-context.tsx';
import { fieldErrorsOf } from './field-errors.ts';

export interface ListingSettingsScreenProps {
  /** The list's name, e.g. "Blog": the screen is "Blog settings". */
  label: string;
  /** The setting's name under /landings/{id}/pages/, as given to `listingSetting` on the server. */
  name: string;
  /** The list page on the published site, e.g. "/blog". */
  listPath: string;
  /** The website screen the back link returns to, e.g. "blog". */
  backTo: string;
  /** Who may change it; others see the form with a disabled Save. */
  changePermission: PermissionKey;
}

/** A website screen for an app's list page title and description, served by `listingSetting` routes. */
export function ListingSettingsScreen({ label, name, listPath, backTo, changePermission }: ListingSettingsScreenProps) {
  const { landingId, useQuery, Link, kit } = useAppScreen();
  const setting = useQuery(`/landings/${landingId}/pages/${name}`, { schema: listingSettingSchema });
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/${backTo}`}>
        ← {label}
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{label} settings</h1>
      </header>
      <kit.QueryView query={setting} loading={`Loading the ${label.toLowerCase()} settings…`} failed={`The ${label.toLowerCase()} settings could not be loaded`}>
        {(data) => <ListingSettingForm setting={data.data} label={label} name={name} listPath={listPath} changePermission={changePermission} />}
      </kit.QueryView>
    </div>
  );
}

function ListingSettingForm({ setting, label, name, listPath, changePermission }: Omit<ListingSettingsScreenProps, 'backTo'> & { setting: ListingSetting }) {
  const { landingId, request, kit } = useAppScreen();
  const { TextField, FormRow, PermissionGate } = kit;
  const [form, setForm] = useState(setting);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = listingSettingBodySchema.safeParse(form);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    request(`/landings/${landingId}/pages/${name}`, { method: 'PUT', body: body.data, schema: listingSettingSchema })
      .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
      .finally(() => setSaving(false));
  };
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label={`${label} settings`}>
      <TextField id={`${name}-title`} label="Title" value={form.title} onValue={(title) => setForm({ ...form, title })} error={errors.title?.[0]} maxLength={100} required hint={`The heading of ${listPath} and its page title.`} />
      <FormRow id={`${name}-description`} label="Description" error={errors.description?.[0]} hint={`What search engines show for ${listPath}; the website's description when left empty.`}>
        <textarea id={`${name}-description`} className="input" rows={3} maxLength={300} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />
      </FormRow>
      <div>
        <PermissionGate permission={changePermission}>
          <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
            Save settings
          </button>
        </PermissionGate>
      </div>
    </form>
  );
}
