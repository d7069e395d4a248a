import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, type OAuthAccount, type OAuthProvider } from '@tessera/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { connectProvider, disconnect, useConnectionMutation, useOAuthAccounts, verifyConnection } from '../../../../api/integrations-api.ts';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';

/**
 * The agency owner's connections (spec §2 /auth/{provider}/callback): connect an account through
 * the provider's own page, check that a connection still works, disconnect it.
 */
export function ConnectionsPanel() {
  const { pathname } = useLocation();
  const accounts = useOAuthAccounts(true);
  const [connecting, setConnecting] = useState<OAuthProvider | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, string>>({});
  const verify = useConnectionMutation(verifyConnection);
  const remove = useConnectionMutation(disconnect);
  const confirm = useConfirmDelete(
    remove,
    (account: OAuthAccount) => ({ title: `Disconnect ${account.name}?`, message: 'Integrations that use it stop forwarding leads.', confirmLabel: 'Disconnect' }),
    (account) => account.id,
  );
  const start = (provider: OAuthProvider) => {
    setConnecting(provider);
    connectProvider(provider, pathname).catch(() => setConnecting(null));
  };
  return (
    <section className="card panel" aria-labelledby="connections-title">
      <h2 id="connections-title">Connections</h2>
      <p>Your agency’s accounts; every website’s integrations can use them.</p>
      {accounts.data && accounts.data.length > 0 ? (
        <ul className="simple-list">
          {accounts.data.map((account) => (
            <li key={account.id} className="simple-list__item">
              <span className="table__primary">
                {OAUTH_PROVIDER_LABELS[account.provider]}: {account.name}
              </span>
              <span className={`status-pill status-pill--${account.status === 'connected' ? 'published' : 'draft'}`}>{account.status === 'connected' ? 'Connected' : 'Revoked'}</span>
              {verdicts[account.id] ? <span className="table__secondary" role="status">{verdicts[account.id]}</span> : null}
              <button
                type="button"
                className="btn btn--small"
                disabled={verify.isPending}
                onClick={() => verify.mutate(account.id, { onSuccess: (result) => setVerdicts((current) => ({ ...current, [account.id]: result.message })) })}
                aria-label={`Check ${account.name}`}
              >
                Check
              </button>
              <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(account)} aria-label={`Disconnect ${account.name}`}>
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="toolbar">
        {OAUTH_PROVIDERS.map((provider) => (
          <button key={provider} type="button" className="btn" disabled={connecting !== null} onClick={() => start(provider)}>
            Connect {OAUTH_PROVIDER_LABELS[provider]}
          </button>
        ))}
      </div>
      {confirm.dialog}
    </section>
  );
}
