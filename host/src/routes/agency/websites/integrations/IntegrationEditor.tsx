import { integrationBodySchema, OAUTH_PROVIDER_LABELS, type Integration, type IntegrationBody, type IntegrationKind } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callGetApi, connectProvider, saveIntegration, useConnectionTargets, useIntegrationMutation, useWebsiteConnections } from '../../../../api/integrations-api.ts';
import { useSession } from '../../../../auth/session-store.ts';
import { fieldError, FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { useCheckedSubmit } from '../../../../ui/use-checked-submit.ts';

interface Draft {
  name: string;
  kind: IntegrationKind;
  accountId: string;
  targetId: string;
  tags: string;
  /** Provider field and the form field it takes, one pair a row. */
  mapping: { to: string; from: string }[];
  urlTemplate: string;
  onForms: boolean;
  onCards: boolean;
  active: boolean;
}

export const NEW_INTEGRATION: Draft = { name: '', kind: 'mailchimp', accountId: '', targetId: '', tags: '', mapping: [], urlTemplate: '', onForms: true, onCards: true, active: true };

export const draftOf = (integration: Integration): Draft => ({
  name: integration.name,
  kind: integration.kind,
  accountId: integration.oauth_account_id === null ? '' : String(integration.oauth_account_id),
  targetId: integration.target_id,
  tags: integration.tags.join(', '),
  mapping: Object.entries(integration.field_map).map(([to, from]) => ({ to, from })),
  urlTemplate: integration.url_template,
  onForms: integration.on_forms,
  onCards: integration.on_cards,
  active: integration.active,
});

const PROVIDER_OF = { mailchimp: 'mailchimp', hubspot: 'hubspot' } as const;

/** Sample fields for a test call, one `name=value` a line. */
const sampleFields = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split('='))
      .filter(([name]) => name?.trim())
      .map(([name, ...value]) => [name!.trim(), value.join('=').trim()]),
  );

/** The integration form: what it forwards, where to, and which fields go where. */
export function IntegrationEditor({ landingId, integration }: { landingId: number; integration?: Integration }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isOwner = useSession((s) => s.user?.role === 'Agency');
  const [draft, setDraft] = useState<Draft>(integration ? draftOf(integration) : NEW_INTEGRATION);
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const connections = useWebsiteConnections(landingId);
  const usesAccount = draft.kind !== 'get-api';
  const provider = usesAccount ? PROVIDER_OF[draft.kind as 'mailchimp' | 'hubspot'] : null;
  const choices = (connections.data ?? []).filter((account) => account.provider === provider);
  const targets = useConnectionTargets(landingId, usesAccount && draft.accountId ? Number(draft.accountId) : null);
  const save = useIntegrationMutation(landingId, (body: IntegrationBody) => saveIntegration(landingId, body, integration?.id));
  const { errors, submit } = useCheckedSubmit(integrationBodySchema, save, () => navigate(`/agency/websites/${landingId}/integrations`));
  const [sample, setSample] = useState('email=test@example.com');
  const test = useIntegrationMutation(landingId, () => callGetApi(landingId, integration!.id, sampleFields(sample)));

  const body = (): IntegrationBody => ({
    name: draft.name,
    kind: draft.kind,
    oauth_account_id: usesAccount && draft.accountId ? Number(draft.accountId) : null,
    target_id: usesAccount ? draft.targetId : '',
    target_name: targets.data?.find((target) => target.id === draft.targetId)?.name ?? integration?.target_name ?? '',
    tags: draft.kind === 'mailchimp' ? draft.tags.split(',').map((tag) => tag.trim()).filter(Boolean) : [],
    field_map: Object.fromEntries(draft.mapping.filter((row) => row.to.trim()).map((row) => [row.to.trim(), row.from.trim()])),
    url_template: draft.kind === 'get-api' ? draft.urlTemplate : '',
    on_forms: draft.onForms,
    on_cards: draft.onCards,
    active: draft.active,
  });

  return (
    <form className="form-stack card panel" onSubmit={(event: FormEvent) => submit(event, body())} noValidate aria-label="Integration">
      <TextField id="integration-name" label="Name" value={draft.name} onValue={(name) => set({ name })} maxLength={100} hint="Left empty, it is named integration-{id}." error={fieldError(errors, 'name')} />
      <FormRow id="integration-kind" label="Forward to" error={fieldError(errors, 'kind')}>
        <select id="integration-kind" className="input" value={draft.kind} onChange={(event) => set({ kind: event.target.value as IntegrationKind, accountId: '', targetId: '' })}>
          <option value="mailchimp">Mailchimp audience</option>
          <option value="hubspot">HubSpot contacts and deals</option>
          <option value="get-api">Call GET API (an address of yours)</option>
        </select>
      </FormRow>
      {provider ? (
        <>
          <FormRow
            id="integration-account"
            label="Connection"
            error={fieldError(errors, 'oauth_account_id')}
            hint={choices.length === 0 ? `No ${OAUTH_PROVIDER_LABELS[provider]} account is connected yet.` : undefined}
          >
            <select id="integration-account" className="input" value={draft.accountId} onChange={(event) => set({ accountId: event.target.value, targetId: '' })}>
              <option value="">Choose…</option>
              {choices.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                  {account.status === 'revoked' ? ' (revoked)' : ''}
                </option>
              ))}
            </select>
          </FormRow>
          {isOwner ? (
            <button type="button" className="btn btn--small" onClick={() => void connectProvider(provider, pathname).catch(() => undefined)}>
              Connect a {OAUTH_PROVIDER_LABELS[provider]} account
            </button>
          ) : null}
          <FormRow id="integration-target" label={draft.kind === 'mailchimp' ? 'Audience' : 'Pipeline stage'} error={fieldError(errors, 'target_id') ?? targets.error?.message}>
            <select id="integration-target" className="input" value={draft.targetId} disabled={!draft.accountId} onChange={(event) => set({ targetId: event.target.value })}>
              <option value="">Choose…</option>
              {(targets.data ?? []).map((target) => (
                <option key={target.id} value={target.id}>
                  {target.name}
                </option>
              ))}
            </select>
          </FormRow>
          {draft.kind === 'mailchimp' ? <TextField id="integration-tags" label="Tags" value={draft.tags} onValue={(tags) => set({ tags })} hint="Separated by commas; every forwarded lead gets them." error={fieldError(errors, 'tags')} /> : null}
        </>
      ) : (
        <TextField
          id="integration-url"
          label="Address"
          value={draft.urlTemplate}
          onValue={(urlTemplate) => set({ urlTemplate })}
          hint="Called with GET on each submission; put a field's value in with {{Field name}}, e.g. https://example.com/lead?email={{email}}."
          error={fieldError(errors, 'url_template')}
        />
      )}
      <fieldset className="form-stack">
        <legend>Fields</legend>
        <p className="form-row__hint">E-mail, name and phone are found by their field names; map any other field here (a Mailchimp merge tag or HubSpot property, and the form field it takes).</p>
        {draft.mapping.map((row, index) => (
          <div key={index} className="toolbar">
            <TextField id={`map-to-${index}`} label="Provider field" value={row.to} onValue={(to) => set({ mapping: draft.mapping.map((item, at) => (at === index ? { ...item, to } : item)) })} />
            <TextField id={`map-from-${index}`} label="Form field" value={row.from} onValue={(from) => set({ mapping: draft.mapping.map((item, at) => (at === index ? { ...item, from } : item)) })} />
            <button type="button" className="btn btn--small" onClick={() => set({ mapping: draft.mapping.filter((_item, at) => at !== index) })} aria-label={`Remove field ${index + 1}`}>
              Remove
            </button>
          </div>
        ))}
        {fieldError(errors, 'field_map') ? <p className="form-row__error">{fieldError(errors, 'field_map')}</p> : null}
        <button type="button" className="btn btn--small" onClick={() => set({ mapping: [...draft.mapping, { to: '', from: '' }] })}>
          Map a field
        </button>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={draft.onForms} onChange={(event) => set({ onForms: event.target.checked })} />
        <span>Forward the website’s form submissions</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={draft.onCards} onChange={(event) => set({ onCards: event.target.checked })} />
        <span>Forward the leads of the website’s cards</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />
        <span>On</span>
      </label>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {integration ? 'Save integration' : 'Add integration'}
        </button>
      </div>
      {integration?.kind === 'get-api' ? (
        <section className="form-stack" aria-labelledby="integration-test-title">
          <h2 id="integration-test-title">Test the address</h2>
          <FormRow id="integration-sample" label="Sample fields" hint="One name=value a line.">
            <textarea id="integration-sample" className="input" rows={3} value={sample} onChange={(event) => setSample(event.target.value)} />
          </FormRow>
          <button type="button" className="btn" disabled={test.isPending} onClick={() => test.mutate(undefined)}>
            Call it now
          </button>
          {test.data ? (
            <p role="status" className="table__secondary">
              {test.data.url} · {test.data.success ? `answered ${test.data.status_code}` : test.data.error}
            </p>
          ) : null}
        </section>
      ) : null}
    </form>
  );
}
