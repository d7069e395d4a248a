import { landingSettingsBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { saveSettings, useWebsiteSave, type LandingDetail } from '../../../../api/website-settings-api.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { FieldGroup } from './FieldGroup.tsx';
import { BUSINESS_FIELDS, LEGAL_FIELDS, OWNER_FIELDS, SOCIAL_FIELDS, toSettingsBody, toSettingsForm, type SettingsForm } from './settings-fields.ts';

/** Title, description, language, favicon, meta image, owner and business, socials and legal links. */
export function GeneralSettingsForm({ detail }: { detail: LandingDetail }) {
  const [form, setForm] = useState<SettingsForm>(() => toSettingsForm(detail));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useWebsiteSave(detail.id, saveSettings);
  const set = <K extends keyof SettingsForm>(key: K) => (value: SettingsForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = landingSettingsBodySchema.safeParse(toSettingsBody(form, detail));
    if (!body.success) {
      const found = zodFieldErrors(body.error);
      // The meta image's rule reports on the object; show it under the address field.
      setErrors({ ...found, meta_image_url: found.meta_image ?? found['meta_image.url'] ?? [] });
      return;
    }
    setErrors({});
    save.mutate(body.data, {
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors({ ...error.errors, meta_image_url: error.errors.meta_image ?? error.errors['meta_image.url'] ?? [] });
      },
    });
  };

  return (
    <form className="form-sections" onSubmit={onSubmit} noValidate aria-label="General settings">
      <fieldset className="form-section">
        <legend className="form-section__title">General</legend>
        <TextField id="settings-title" label="Title" value={form.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} />
        <FormRow id="settings-description" label="Description" error={errors.description?.[0]}>
          <textarea id="settings-description" className="input" rows={3} value={form.description} onChange={(event) => set('description')(event.target.value)} />
        </FormRow>
        <TextField id="settings-lang" label="Language" value={form.lang} onValue={set('lang')} error={errors.lang?.[0]} hint="A language code such as en or pt-BR." />
        <TextField id="settings-favicon" label="Favicon address" type="url" value={form.favicon} onValue={set('favicon')} error={errors.favicon?.[0]} hint="A square image." />
        <TextField
          id="settings-meta-image"
          label="Meta image address"
          type="url"
          value={form.meta_image_url}
          onValue={set('meta_image_url')}
          error={errors.meta_image_url?.[0]}
          hint="Shown when the site is shared; 16:9."
        />
      </fieldset>
      <FieldGroup legend="Owner" name="owner_section" fields={OWNER_FIELDS} value={form.owner_section} onChange={set('owner_section')} errors={errors} />
      <FieldGroup legend="Business" name="business_section" fields={BUSINESS_FIELDS} value={form.business_section} onChange={set('business_section')} errors={errors} />
      <FieldGroup legend="Social links" name="socials" fields={SOCIAL_FIELDS} value={form.socials} onChange={set('socials')} errors={errors} />
      <FieldGroup legend="Legal links" name="legals" fields={LEGAL_FIELDS} value={form.legals} onChange={set('legals')} errors={errors} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          Save settings
        </button>
      </div>
    </form>
  );
}
