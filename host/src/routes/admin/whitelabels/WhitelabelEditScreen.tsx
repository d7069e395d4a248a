import { whitelabelBodySchema, type Whitelabel } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateWhitelabelMutation, useUpdateWhitelabelMutation, useWhitelabel } from '../../../api/whitelabels-api.ts';
import { fieldError, TextField } from '../../../ui/FormRow.tsx';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';
import { ItemByIdScreen } from '../../ItemByIdScreen.tsx';
import { CERT_WORDS } from './WhitelabelsScreen.tsx';

const BACK = { to: '/admin/whitelabels', label: 'White-labels' };

interface Fields {
  name: string;
  domain: string;
  domain_2: string;
  logo_light: string;
  logo_dark: string;
}

function WhitelabelForm({ initial, saving, submitLabel, onSubmit, errors }: { initial: Fields; saving: boolean; submitLabel: string; onSubmit(fields: Fields, event: FormEvent): void; errors: Record<string, string[] | undefined> }) {
  const [fields, setFields] = useState(initial);
  const set = (changes: Partial<Fields>) => setFields((current) => ({ ...current, ...changes }));
  return (
    <form className="form-stack card panel" onSubmit={(event) => onSubmit(fields, event)} noValidate>
      <TextField id="whitelabel-name" label="Name" value={fields.name} onValue={(name) => set({ name })} hint="Shown as the app's name on these domains." error={fieldError(errors, 'name')} />
      <TextField id="whitelabel-domain" label="Domain" value={fields.domain} onValue={(domain) => set({ domain })} hint="Point its DNS at this server; sites answer at <subdomain>.<domain>." error={fieldError(errors, 'domain')} />
      <TextField id="whitelabel-domain-2" label="Second domain" value={fields.domain_2} onValue={(domain_2) => set({ domain_2 })} hint="Optional: another domain answering the same." error={fieldError(errors, 'domain_2')} />
      <TextField id="whitelabel-logo-light" label="Logo on light backgrounds" value={fields.logo_light} onValue={(logo_light) => set({ logo_light })} hint="An https address or an uploaded image (/files/…)." error={fieldError(errors, 'logo_light')} />
      <TextField id="whitelabel-logo-dark" label="Logo on dark backgrounds" value={fields.logo_dark} onValue={(logo_dark) => set({ logo_dark })} error={fieldError(errors, 'logo_dark')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

const EMPTY: Fields = { name: '', domain: '', domain_2: '', logo_light: '', logo_dark: '' };

/** /admin/whitelabels/create */
export function WhitelabelCreateScreen() {
  const create = useCreateWhitelabelMutation();
  const navigate = useNavigate();
  const { errors, submit } = useCheckedSubmit(whitelabelBodySchema, create, () => navigate(BACK.to));
  return (
    <div className="screen">
      <ScreenHeader title="Add white-label" back={BACK} />
      <WhitelabelForm initial={EMPTY} saving={create.isPending} submitLabel="Add white-label" errors={errors} onSubmit={(fields, event) => submit(event, fields)} />
    </div>
  );
}

const WORDS = { loading: 'Loading the white-label…', failed: 'The white-label could not be loaded', notFound: 'White-label not found' };

/** /admin/whitelabels/{id}/edit */
export function WhitelabelEditScreen() {
  return (
    <ItemByIdScreen param="id" useItem={useWhitelabel} words={WORDS}>
      {(whitelabel) => <WhitelabelEdit whitelabel={whitelabel} />}
    </ItemByIdScreen>
  );
}

function WhitelabelEdit({ whitelabel }: { whitelabel: Whitelabel }) {
  const update = useUpdateWhitelabelMutation(whitelabel.id);
  const { errors, submit } = useCheckedSubmit(whitelabelBodySchema, update, () => {});
  const initial = { name: whitelabel.name, domain: whitelabel.domain, domain_2: whitelabel.domain_2 ?? '', logo_light: whitelabel.logos.light ?? '', logo_dark: whitelabel.logos.dark ?? '' };
  return (
    <>
      <ScreenHeader title={`Edit ${whitelabel.name}`} back={BACK} />
      <p className="screen__intro">Certificates: {CERT_WORDS[whitelabel.cert?.status ?? 'none']}. A changed domain needs its certificate again.</p>
      <WhitelabelForm initial={initial} saving={update.isPending} submitLabel="Save" errors={errors} onSubmit={(fields, event) => submit(event, fields)} />
    </>
  );
}
