import { createAgencyBodySchema, updateAgencyBodySchema, type Agency, type PlanFeature } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgency, useCreateAgencyMutation, useOpenAiKeyMutation, useUpdateAgencyMutation } from '../../../api/agencies-api.ts';
import { useAppConfig } from '../../../api/config-api.ts';
import { fieldError, TextField } from '../../../ui/FormRow.tsx';
import { countLabel, ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';
import { ItemByIdScreen } from '../../ItemByIdScreen.tsx';
import { limitFromText, limitText } from '../../../ui/limit-text.ts';

const BACK = { to: '/admin/agencies', label: 'Agencies' };

/** What each plan feature lets an agency do, as the admin reads it. */
const FEATURE_LABELS: Record<PlanFeature, string> = {
  'html-scripts': 'Scripts in the HTML Editor (they run on the agency’s published pages)',
};

/** /admin/agencies/create: a new agency and its owner account. */
export function AgencyCreateScreen() {
  const [form, setForm] = useState({ name: '', owner_name: '', email: '', password: '', free_register: false });
  const create = useCreateAgencyMutation();
  const navigate = useNavigate();
  const { errors, submit } = useCheckedSubmit(createAgencyBodySchema, create, (agency) => navigate(`/admin/agencies/${agency.id}/edit`));
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));

  return (
    <div className="screen">
      <ScreenHeader title="Add agency" back={BACK} />
      <form className="form-stack card panel" onSubmit={(event) => submit(event, form)} noValidate>
        <TextField id="agency-name" label="Agency name" value={form.name} onValue={(name) => set({ name })} error={fieldError(errors, 'name')} />
        <TextField id="agency-owner" label="Owner name" value={form.owner_name} onValue={(owner_name) => set({ owner_name })} error={fieldError(errors, 'owner_name')} />
        <TextField id="agency-email" label="Owner e-mail" type="email" value={form.email} onValue={(email) => set({ email })} error={fieldError(errors, 'email')} />
        <TextField
          id="agency-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onValue={(password) => set({ password })}
          error={fieldError(errors, 'password')}
        />
        <label className="check">
          <input type="checkbox" checked={form.free_register} onChange={(event) => set({ free_register: event.target.checked })} />
          <span>Free registration (no subscription needed)</span>
        </label>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            Create agency
          </button>
        </div>
      </form>
    </div>
  );
}

/** /admin/agencies/{id}/edit: an agency's name, standing, plan (premium elements, features, limits) and AI key. */
export function AgencyEditScreen() {
  return (
    <ItemByIdScreen param="id" useItem={useAgency} words={AGENCY_WORDS}>
      {(agency) => <AgencyPanels agency={agency} />}
    </ItemByIdScreen>
  );
}

const AGENCY_WORDS = { loading: 'Loading the agency…', failed: 'The agency could not be loaded', notFound: 'Agency not found' };

function AgencyPanels({ agency }: { agency: Agency }) {
  return (
    <>
      <ScreenHeader title={agency.name} back={BACK}>
        {agency.archived ? <span className="role-pill">Archived</span> : null}
      </ScreenHeader>
      <p className="screen__intro">{agency.owner ? `Owner: ${agency.owner.name} · ${agency.owner.email}` : 'This agency has no owner account.'}</p>
      <div className="panels">
        <section className="card panel" aria-labelledby="agency-plan-title">
          <h2 className="panel__title" id="agency-plan-title">
            Plan and standing
          </h2>
          <PlanForm agency={agency} />
        </section>
        {agency.billing ? (
          <section className="card panel" aria-labelledby="agency-billing-title">
            <h2 className="panel__title" id="agency-billing-title">
              Billing
            </h2>
            <dl className="detail-list">
              <dt>Agency plan</dt>
              <dd>{agency.billing.stripe_status ? `${agency.plan_name ?? 'Plan'} · ${agency.billing.stripe_status}` : 'Never subscribed through the payment provider'}</dd>
              <dt>Add-on plans</dt>
              <dd>{agency.billing.app_plans.length}</dd>
              <dt>Reseller plan</dt>
              <dd>{agency.billing.reseller_status ?? 'None'}</dd>
              <dt>Card on file</dt>
              <dd>{agency.billing.default_payment_method ? 'Yes' : 'No'}</dd>
            </dl>
          </section>
        ) : null}
        <section className="card panel" aria-labelledby="agency-ai-title">
          <h2 className="panel__title" id="agency-ai-title">
            AI key
          </h2>
          <OpenAiKeyForm agency={agency} />
        </section>
      </div>
    </>
  );
}

function PlanForm({ agency }: { agency: Agency }) {
  const config = useAppConfig().data;
  const premiumElements = config?.allPremiumElements ?? [];
  const premiumApps = config?.premiumAppDirectory ?? [];
  const [form, setForm] = useState({
    name: agency.name,
    subscribed: agency.subscribed,
    free_fee: agency.free_fee,
    free_register: agency.free_register,
    premium_elements: agency.premium_elements,
    premium_apps: agency.billing?.premium_apps ?? [],
    plan_features: agency.plan_features,
    landing_limit: limitText(agency.landing_limit),
    card_limit: String(agency.card_limit),
  });
  const update = useUpdateAgencyMutation(agency.id);
  const { errors, submit } = useCheckedSubmit(updateAgencyBodySchema, update, () => {});
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));
  const toggleIn = <T,>(list: readonly T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((entry) => entry !== item));
  const onSubmit = (event: FormEvent) =>
    submit(event, { ...form, landing_limit: limitFromText(form.landing_limit), card_limit: Number(form.card_limit) });

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <TextField id="agency-name" label="Agency name" value={form.name} onValue={(name) => set({ name })} error={fieldError(errors, 'name')} />
      <fieldset className="form-row">
        <legend className="form-row__label">Standing</legend>
        <label className="check">
          <input type="checkbox" checked={form.subscribed} onChange={(event) => set({ subscribed: event.target.checked })} />
          <span>Subscribed</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={form.free_fee} onChange={(event) => set({ free_fee: event.target.checked })} />
          <span>Free of fees</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={form.free_register} onChange={(event) => set({ free_register: event.target.checked })} />
          <span>Free registration</span>
        </label>
      </fieldset>
      <TextField
        id="agency-landing-limit"
        label="Website limit"
        inputMode="numeric"
        value={form.landing_limit}
        onValue={(landing_limit) => set({ landing_limit })}
        hint="Leave empty to use the limit of the agency's plan (none without a plan)."
        error={fieldError(errors, 'landing_limit')}
      />
      <TextField
        id="agency-card-limit"
        label="Card limit"
        inputMode="numeric"
        value={form.card_limit}
        onValue={(card_limit) => set({ card_limit })}
        hint={`${countLabel(agency.card_count, 'card')} in use now.`}
        error={fieldError(errors, 'card_limit')}
      />
      <fieldset className="form-row">
        <legend className="form-row__label">Premium elements</legend>
        {premiumElements.length === 0 ? <p className="form-row__hint">No premium elements are installed.</p> : null}
        {premiumElements.map((id) => (
          <label className="check" key={id}>
            <input type="checkbox" checked={form.premium_elements.includes(id)} onChange={(event) => set({ premium_elements: toggleIn(form.premium_elements, id, event.target.checked) })} />
            <span>{id}</span>
          </label>
        ))}
        {fieldError(errors, 'premium_elements') ? <p className="form-row__error">{fieldError(errors, 'premium_elements')}</p> : null}
      </fieldset>
      <fieldset className="form-row">
        <legend className="form-row__label">Premium apps</legend>
        <p className="form-row__hint">Held whatever the agency's plans grant.</p>
        {premiumApps.length === 0 ? <p className="form-row__hint">No premium apps are installed.</p> : null}
        {premiumApps.map((app) => (
          <label className="check" key={app.id}>
            <input type="checkbox" checked={form.premium_apps.includes(app.id)} onChange={(event) => set({ premium_apps: toggleIn(form.premium_apps, app.id, event.target.checked) })} />
            <span>{app.label}</span>
          </label>
        ))}
        {fieldError(errors, 'premium_apps') ? <p className="form-row__error">{fieldError(errors, 'premium_apps')}</p> : null}
      </fieldset>
      <fieldset className="form-row">
        <legend className="form-row__label">Plan features</legend>
        {(Object.keys(FEATURE_LABELS) as PlanFeature[]).map((feature) => (
          <label className="check" key={feature}>
            <input type="checkbox" checked={form.plan_features.includes(feature)} onChange={(event) => set({ plan_features: toggleIn(form.plan_features, feature, event.target.checked) })} />
            <span>{FEATURE_LABELS[feature]}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}

function OpenAiKeyForm({ agency }: { agency: Agency }) {
  const [key, setKey] = useState('');
  const save = useOpenAiKeyMutation(agency.id);
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(key.trim() || null, { onSuccess: () => setKey('') });
      }}
    >
      <p className="panel__text">{agency.has_openai_key ? 'The agency has its own AI key. It is never shown again.' : 'The agency has no AI key of its own.'}</p>
      <TextField id="agency-ai-key" label="New AI key" type="password" autoComplete="off" value={key} onValue={setKey} hint="Leave empty and save to remove the key." />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {key.trim() ? 'Save key' : 'Remove key'}
        </button>
      </div>
    </form>
  );
}
