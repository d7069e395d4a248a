import { TIMEZONES, updateAgencySettingsBodySchema, type AgencySettings } from '@tessera/core';
import { useState } from 'react';
import { useAgencySettings, useSaveAgencySettingsMutation } from '../api/agency-settings-api.ts';
import { fieldError, FormRow, TextField } from '../ui/FormRow.tsx';
import { QueryView } from '../ui/QueryView.tsx';
import { useCheckedSubmit } from '../ui/use-checked-submit.ts';

/** The agency owner's settings of their agency, on their profile screen. */
export function AgencySettingsPanel() {
  const settings = useAgencySettings();
  return (
    <QueryView query={settings} loading="Loading the agency settings…" failed="The agency settings could not be loaded">
      {(data) => <AgencySettingsForm settings={data} />}
    </QueryView>
  );
}

function AgencySettingsForm({ settings }: { settings: AgencySettings }) {
  const [fields, setFields] = useState({ name: settings.name, logo: settings.logo ?? '', timezone: settings.timezone as string, support_email: settings.support_email ?? '' });
  const set = (changes: Partial<typeof fields>) => setFields((current) => ({ ...current, ...changes }));
  const save = useSaveAgencySettingsMutation();
  const { errors, submit } = useCheckedSubmit(updateAgencySettingsBodySchema, save, () => {});
  return (
    <form className="form-stack" onSubmit={(event) => submit(event, fields)} noValidate>
      <TextField id="agency-settings-name" label="Agency name" value={fields.name} onValue={(name) => set({ name })} error={fieldError(errors, 'name')} />
      <TextField id="agency-settings-logo" label="Logo" value={fields.logo} onValue={(logo) => set({ logo })} hint="An https address or an uploaded image (/files/…); shown in the top bar." error={fieldError(errors, 'logo')} />
      <FormRow id="agency-settings-timezone" label="Default time zone" error={fieldError(errors, 'timezone')}>
        <select id="agency-settings-timezone" className="input" value={fields.timezone} onChange={(event) => set({ timezone: event.target.value })}>
          {TIMEZONES.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label} ({zone.value})
            </option>
          ))}
        </select>
      </FormRow>
      <TextField id="agency-settings-support" label="Support e-mail" type="email" value={fields.support_email} onValue={(support_email) => set({ support_email })} error={fieldError(errors, 'support_email')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          Save agency settings
        </button>
      </div>
    </form>
  );
}
