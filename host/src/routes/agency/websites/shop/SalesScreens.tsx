import { formatMoney, type ShopSubscription } from '@tessera/core';
import { cancelShopSubscription, useActiveGateway, useShopInvoices, useShopMutation, useShopSubscriptions } from '../../../../api/shop-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';
import { websiteScreen } from '../website-screen.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** /agency/websites/{id}/invoices: one per paid order, and each subscription renewal. */
export const InvoicesScreen = websiteScreen(function InvoicesOfWebsite({ landingId }) {
  const invoices = useShopInvoices(landingId);
  return (
    <div className="screen">
      <ScreenHeader title="Invoices" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} />
      <QueryView query={invoices} loading="Loading invoices…" failed="Invoices could not be loaded" empty={{ when: (data) => data.length === 0, title: 'No invoices yet', message: 'Each paid order of this website shows here.' }}>
        {(data) => (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Buyer</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{day(invoice.created_at)}</td>
                  <td>{invoice.email}</td>
                  <td>{invoice.description}</td>
                  <td>{formatMoney(invoice.amount, invoice.currency)}</td>
                  <td>{invoice.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </div>
  );
});

/** /agency/websites/{id}/subscriptions: buyers' subscriptions; the agency may end one. */
export const SubscriptionsScreen = websiteScreen(function SubscriptionsOfWebsite({ landingId }) {
  const subscriptions = useShopSubscriptions(landingId);
  const gateway = useActiveGateway(landingId);
  const cancel = useShopMutation(landingId, (subscription: ShopSubscription) => cancelShopSubscription(landingId, gateway.data?.account_id ?? '', subscription.id));
  const confirm = useConfirmDelete(
    cancel,
    (subscription: ShopSubscription) => ({ title: 'Cancel this subscription?', message: `${subscription.email} stops paying for ${subscription.product_name} now.`, confirmLabel: 'Cancel subscription' }),
    (subscription) => subscription,
  );
  return (
    <div className="screen">
      <ScreenHeader title="Subscriptions" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} />
      <QueryView
        query={subscriptions}
        loading="Loading subscriptions…"
        failed="Subscriptions could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No subscriptions yet', message: 'Buyers of recurring products show here.' }}
      >
        {(data) => (
          <ul className="simple-list">
            {data.map((subscription) => (
              <li key={subscription.id} className="simple-list__item">
                <span className="table__primary">{subscription.product_name}</span>
                <span className="table__secondary">
                  {subscription.email} · {subscription.status}
                  {subscription.current_period_end && subscription.status !== 'canceled' ? ` · renews ${day(subscription.current_period_end)}` : ''}
                </span>
                {subscription.status !== 'canceled' && gateway.data ? (
                  <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(subscription)} aria-label={`Cancel ${subscription.product_name} of ${subscription.email}`}>
                    Cancel
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {confirm.dialog}
    </div>
  );
});
