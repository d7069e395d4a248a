import { landingSettingsBodySchema, zodFieldErrors, type FieldErrors, type LandingSettingsBody } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { saveSettings, useWebsiteSave, type LandingDetail } from '../../../../api/website-settings-api.ts';
import { ImagePickerHost } from '../../../../designer/media/ImagePickerHost.tsx';
import { notifyError } from '../../../../designer/media/notify-error.ts';
import { useImagePicker } from '../../../../designer/media/use-image-picker.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { FieldGroup } from './FieldGroup.tsx';
import { ImagePickField } from './ImagePickField.tsx';
import { BUSINESS_FIELDS, LEGAL_FIELDS, OWNER_FIELDS, SOCIAL_FIELDS, toMetaImage, toSettingsForm, type SettingsForm } from './settings-fields.ts';

/** The meta image's rules report on the object or its address; both show under the meta image. */
const withImageErrors = (errors: FieldErrors): FieldErrors => ({ ...errors, meta_image: errors.meta_image ?? errors['meta_image.url'] ?? [] });

/** A website's general settings. */
export function GeneralSettingsForm({ detail }: { detail: LandingDetail }) {
  const save = useWebsiteSave(detail.id, saveSettings);
  return <SiteSettingsForm initial={toSettingsForm(detail)} landingId={detail.id} save={save} />;
}

interface SiteSettingsFormProps {
  initial: SettingsForm;
  /** Whose images the pickers offer: the website's, or (null) the admin's media library. */
  landingId: number | null;
  save: { mutate(body: LandingSettingsBody, options: { onError(error: Error): void }): void; isPending: boolean };
}

/** Title, description, language, favicon, meta image, owner and business, socials and legal links: a website's, or the ones a template's websites start with. */
export function SiteSettingsForm({ initial, landingId, save }: SiteSettingsFormProps) {
  const [form, setForm] = useState<SettingsForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const picker = useImagePicker(landingId);
  const set = <K extends keyof SettingsForm>(key: K) => (value: SettingsForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = landingSettingsBodySchema.safeParse(form);
    if (!body.success) return setErrors(withImageErrors(zodFieldErrors(body.error)));
    setErrors({});
    save.mutate(body.data, {
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(withImageErrors(error.errors));
      },
    });
  };

  return (
    <>
      <form className="form-sections" onSubmit={onSubmit} noValidate aria-label="General settings">
        <fieldset className="form-section">
          <legend className="form-section__title">General</legend>
          <TextField id="settings-title" label="Title" value={form.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} />
          <FormRow id="settings-description" label="Description" error={errors.description?.[0]}>
            <textarea id="settings-description" className="input" rows={3} value={form.description} onChange={(event) => set('description')(event.target.value)} />
          </FormRow>
          <TextField id="settings-lang" label="Language" value={form.lang} onValue={set('lang')} error={errors.lang?.[0]} hint="A language code such as en or pt-BR." />
          <ImagePickField
            id="settings-favicon"
            label="Favicon"
            purpose="favicon"
            picker={picker}
            url={form.favicon}
            error={errors.favicon?.[0]}
            hint="Cropped square, 256×256."
            onPick={(image) => set('favicon')(image.url)}
            onClear={() => set('favicon')('')}
          />
          <ImagePickField
            id="settings-meta-image"
            label="Meta image"
            purpose="meta"
            picker={picker}
            url={form.meta_image?.url ?? ''}
            error={errors.meta_image?.[0]}
            hint="Shown when the site is shared; 16:9."
            onPick={(image) => set('meta_image')(toMetaImage(image))}
            onClear={() => set('meta_image')(null)}
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
      {/* Outside the form: the picker's dialogs hold forms of their own (the stock photo search). */}
      <ImagePickerHost picker={picker} notify={notifyError} />
    </>
  );
}
