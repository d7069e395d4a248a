import type { Gateway } from '@tessera/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { deleteGateway, revokeGateway, startConnect, updateGateway, useGateways, useShopMutation, verifyGateway } from '../../../../api/shop-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';
import { websiteScreen } from '../website-screen.tsx';

const OUTCOMES: Record<string, { tone: 'success' | 'warning'; text: string }> = {
  connected: { tone: 'success', text: 'The payment account is connected: this website can take payments. Pages published before now take them once published again.' },
  cancelled: { tone: 'warning', text: 'Connecting the account was cancelled; nothing changed.' },
  failed: { tone: 'warning', text: 'The payment provider did not confirm the connection. Please try again.' },
};

const STATUS_WORDS: Record<Gateway['status'], string> = { active: 'Takes payments', inactive: 'Not in use', revoked: 'Revoked' };

/** Sends the agency to the provider's page to approve the connection; it comes back through the callback. */
export function ConnectButton({ landingId, label = 'Connect a Stripe account' }: { landingId: number; label?: string }) {
  const connect = useShopMutation(landingId, () => startConnect(landingId));
  return (
    <button type="button" className="btn btn--primary" disabled={connect.isPending} onClick={() => connect.mutate(undefined, { onSuccess: (url) => window.location.assign(url) })}>
      {connect.isPending ? 'Opening the provider…' : label}
    </button>
  );
}

/** /agency/websites/{id}/gateways: the website's payment accounts; connect, verify, choose the active one, revoke, delete. */
export const GatewaysScreen = websiteScreen(function GatewaysOfWebsite({ landingId }) {
  const gateways = useGateways(landingId);
  const [params] = useSearchParams();
  const outcome = Object.keys(OUTCOMES).find((key) => params.has(key));
  const [checked, setChecked] = useState<string | null>(null);
  const verify = useShopMutation(landingId, (gatewayId: number) => verifyGateway(landingId, gatewayId));
  const activate = useShopMutation(landingId, (gatewayId: number) => updateGateway(landingId, gatewayId, { active: true }));
  const revoke = useShopMutation(landingId, (gatewayId: number) => revokeGateway(landingId, gatewayId));
  const remove = useShopMutation(landingId, (gatewayId: number) => deleteGateway(landingId, gatewayId));
  const confirmRevoke = useConfirmDelete(
    revoke,
    (gateway: Gateway) => ({ title: 'Revoke this account?', message: `${gateway.name} stops taking payments on this website. Connect it again to take payments with it.`, confirmLabel: 'Revoke account' }),
    (gateway) => gateway.id,
  );
  const confirmDelete = useConfirmDelete(
    remove,
    (gateway: Gateway) => ({ title: 'Delete this gateway?', message: `${gateway.name} is revoked and removed with its products and coupons. Past invoices stay.`, confirmLabel: 'Delete gateway' }),
    (gateway) => gateway.id,
  );
  return (
    <div className="screen">
      <ScreenHeader title="Payment gateways" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}>
        <Link className="btn btn--primary" to={`/agency/websites/${landingId}/gateway/create`}>
          Connect account
        </Link>
      </ScreenHeader>
      {outcome ? (
        <p className={OUTCOMES[outcome]!.tone === 'warning' ? 'notice notice--warning' : 'notice'} role="status">
          {OUTCOMES[outcome]!.text}
        </p>
      ) : null}
      {checked ? (
        <p className="notice" role="status">
          {checked}
        </p>
      ) : null}
      <QueryView
        query={gateways}
        loading="Loading gateways…"
        failed="Gateways could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No payment account yet', message: 'Connect your Stripe account to sell products on this website.' }}
      >
        {(data) => (
          <ul className="simple-list">
            {data.map((gateway) => (
              <li key={gateway.id} className="simple-list__item">
                <span className="table__primary">{gateway.name}</span>
                <span className="table__secondary">
                  {gateway.account_id} · {gateway.currency.toUpperCase()} · {STATUS_WORDS[gateway.status]}
                </span>
                {gateway.status !== 'revoked' ? (
                  <button type="button" className="btn btn--small" disabled={verify.isPending} onClick={() => verify.mutate(gateway.id, { onSuccess: (result) => setChecked(result.message) })}>
                    Verify
                  </button>
                ) : null}
                {gateway.status === 'inactive' ? (
                  <button type="button" className="btn btn--small" onClick={() => activate.mutate(gateway.id)}>
                    Use for payments
                  </button>
                ) : null}
                {gateway.status !== 'revoked' ? (
                  <button type="button" className="btn btn--small" onClick={() => confirmRevoke.ask(gateway)} aria-label={`Revoke ${gateway.name}`}>
                    Revoke
                  </button>
                ) : null}
                <button type="button" className="btn btn--small btn--danger" onClick={() => confirmDelete.ask(gateway)} aria-label={`Delete ${gateway.name}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {confirmRevoke.dialog}
      {confirmDelete.dialog}
    </div>
  );
});

/** /agency/websites/{id}/gateway/create: what connecting means, and the way to the provider. */
export const ConnectGatewayScreen = websiteScreen(function ConnectGateway({ landingId }) {
  return (
    <div className="screen">
      <ScreenHeader title="Connect a payment account" back={{ to: `/agency/websites/${landingId}/gateways`, label: 'Gateways' }} />
      <div className="card panel form-stack">
        <p>Buyers on this website pay into your own Stripe account. You approve the connection on Stripe’s page and come back here.</p>
        <p>Products and coupons are then made on that account; its keys stay on the server and are never shown.</p>
        <div className="form-actions">
          <ConnectButton landingId={landingId} />
        </div>
      </div>
    </div>
  );
});
