import { formatMoney, type AgencySubscription, type BillingOverview, type SubscriptionSection } from '@tessera/core';
import { useState } from 'react';
import { useCancelMutation, useConfirmPaymentMutation, useResumeMutation } from '../../../api/billing-api.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { formatDate } from '../../format-date.ts';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Waiting for your bank',
};

/** Whether a subscription still grants its plan. */
export const isLive = (subscription: AgencySubscription) => subscription.status === 'active' || subscription.status === 'trialing';

/** The plan type the cancel address names: agency, reseller or app-{plan}. */
const planTypeOf = (subscription: AgencySubscription) => (subscription.section === 'app' ? `app-${subscription.plan.id}` : subscription.section);

/**
 * The agency's live subscriptions of `sections`, each with Cancel; the latest agency plan is
 * shown too when it ended (cancelled, or unpaid after a failed renewal), with Resume.
 */
export function CurrentSubscriptions({ overview, sections, title }: { overview: BillingOverview; sections: readonly SubscriptionSection[]; title: string }) {
  const [cancelling, setCancelling] = useState<AgencySubscription | null>(null);
  const cancel = useCancelMutation();
  const resume = useResumeMutation();
  const confirm = useConfirmPaymentMutation();
  const { subscriptions } = overview;
  const latestAgencyPlan = sections.includes('agency') ? subscriptions.find((subscription) => subscription.section === 'agency') : undefined;
  const waiting = (subscription: AgencySubscription) => subscription.pending_client_secret !== null;
  const shown = subscriptions.filter((subscription) => sections.includes(subscription.section) && (isLive(subscription) || waiting(subscription) || subscription === latestAgencyPlan));
  if (shown.length === 0) return null;
  return (
    <section className="card panel" aria-labelledby="current-plan-title">
      <h2 className="panel__title" id="current-plan-title">
        {title}
      </h2>
      <DataTable columns={['Plan', 'Price', 'Status', 'Renews']}>
        {shown.map((subscription) => (
          <tr key={subscription.id}>
            <td>{subscription.plan.name}</td>
            <td>
              {formatMoney(subscription.price.amount, subscription.price.currency)} / {subscription.price.interval}
            </td>
            <td>{STATUS_LABELS[subscription.status] ?? subscription.status}</td>
            <td>{isLive(subscription) && subscription.current_period_end ? formatDate(subscription.current_period_end) : '—'}</td>
            <td className="table__actions">
              <div className="table__buttons">
                {subscription.pending_client_secret ? (
                  <button
                    type="button"
                    className="btn btn--small btn--primary"
                    disabled={confirm.isPending}
                    onClick={() => confirm.mutate({ cardForm: overview.card_form, clientSecret: subscription.pending_client_secret! })}
                  >
                    Confirm payment
                  </button>
                ) : isLive(subscription) ? (
                  <button type="button" className="btn btn--small" onClick={() => setCancelling(subscription)} aria-label={`Cancel ${subscription.plan.name}`}>
                    Cancel
                  </button>
                ) : (
                  <button type="button" className="btn btn--small btn--primary" disabled={resume.isPending} onClick={() => resume.mutate()}>
                    Resume
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {confirm.error ? (
        <p className="form-row__error" role="alert">
          {confirm.error.message}
        </p>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={`Cancel ${cancelling.plan.name}?`}
          message={
            cancelling.section === 'agency'
              ? 'It ends now. Your websites stay online, but you cannot edit them until you resume or choose another plan.'
              : 'It ends now, with the premium elements and apps it brings.'
          }
          confirmLabel="Cancel plan"
          busy={cancel.isPending}
          onCancel={() => setCancelling(null)}
          onConfirm={() => cancel.mutate(planTypeOf(cancelling), { onSuccess: () => setCancelling(null) })}
        />
      ) : null}
    </section>
  );
}
