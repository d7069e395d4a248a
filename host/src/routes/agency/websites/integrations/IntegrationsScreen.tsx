import { OAUTH_PROVIDER_LABELS, type Integration, type OAuthProvider } from '@tessera/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { deleteIntegration, toggleIntegration, useIntegrationMutation, useIntegrations } from '../../../../api/integrations-api.ts';
import { useSession } from '../../../../auth/session-store.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { ConnectionsPanel } from './ConnectionsPanel.tsx';
import { IntegrationDeliveries } from './IntegrationDeliveries.tsx';

const KINDS: Record<Integration['kind'], string> = { mailchimp: 'Mailchimp', hubspot: 'HubSpot', 'get-api': 'Call GET API' };

/** What the provider's return (…?connected=mailchimp) says, in words. */
function connectionOutcome(params: URLSearchParams): string | null {
  const said = (key: string) => {
    const provider = params.get(key) as OAuthProvider | null;
    return provider && provider in OAUTH_PROVIDER_LABELS ? OAUTH_PROVIDER_LABELS[provider] : null;
  };
  if (said('connected')) return `${said('connected')} is connected.`;
  if (said('cancelled')) return `Connecting ${said('cancelled')} was cancelled.`;
  if (said('failed')) return `${said('failed')} did not accept the connection. Try again.`;
  return null;
}

/** /agency/websites/{id}/integrations: where the website's leads go on to; the owner's connections beside them. */
export const IntegrationsScreen = websiteScreen(function IntegrationsOfWebsite({ landingId }) {
  const integrations = useIntegrations(landingId);
  const isOwner = useSession((s) => s.user?.role === 'Agency');
  const [params] = useSearchParams();
  const outcome = connectionOutcome(params);
  const toggle = useIntegrationMutation(landingId, (id: number) => toggleIntegration(landingId, id));
  const remove = useIntegrationMutation(landingId, (id: number) => deleteIntegration(landingId, id));
  const [log, setLog] = useState<Integration | null>(null);
  const confirm = useConfirmDelete(
    remove,
    (integration: Integration) => ({ title: `Delete ${integration.name}?`, message: 'Leads stop being forwarded through it.', confirmLabel: 'Delete integration' }),
    (integration) => integration.id,
  );
  return (
    <div className="screen">
      <ScreenHeader title="Integrations" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}>
        <Link className="btn btn--primary" to={`/agency/websites/${landingId}/integration/create`}>
          Add integration
        </Link>
      </ScreenHeader>
      {outcome ? (
        <p className="notice" role="status">
          {outcome}
        </p>
      ) : null}
      <QueryView
        query={integrations}
        loading="Loading integrations…"
        failed="Integrations could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No integrations yet', message: 'An integration forwards each form submission and card lead to Mailchimp, HubSpot or an address of yours.' }}
      >
        {(data) => (
          <ul className="simple-list">
            {data.map((integration) => (
              <li key={integration.id} className="simple-list__item">
                <span className="table__primary">{integration.name}</span>
                <span className="table__secondary">
                  {KINDS[integration.kind]}
                  {integration.target_name ? ` · ${integration.target_name}` : ''}
                  {integration.account?.status === 'revoked' ? ' · connection revoked' : ''}
                </span>
                <label className="check">
                  <input type="checkbox" checked={integration.active} disabled={toggle.isPending} onChange={() => toggle.mutate(integration.id)} aria-label={`${integration.name} forwards leads`} />
                  <span>{integration.active ? 'On' : 'Off'}</span>
                </label>
                <button type="button" className="btn btn--small" onClick={() => setLog(integration)} aria-label={`Deliveries of ${integration.name}`}>
                  Deliveries
                </button>
                <Link className="btn btn--small" to={`/agency/websites/${landingId}/integration/${integration.id}/edit`} aria-label={`Edit ${integration.name}`}>
                  Edit
                </Link>
                <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(integration)} aria-label={`Delete ${integration.name}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {isOwner ? <ConnectionsPanel /> : null}
      {log ? <IntegrationDeliveries landingId={landingId} integration={log} onClose={() => setLog(null)} /> : null}
      {confirm.dialog}
    </div>
  );
});
