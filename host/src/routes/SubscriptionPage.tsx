import { BLOCKED_AGENCY_MESSAGE, formatMoney, type AgencySubscription, type Plan, type PlanType } from '@tessera/core';
import { useState } from 'react';
import { checkCoupon, useBillingOverview, useCancelMutation, usePlans, useResumeMutation, useSubscribeMutation } from '../api/billing-api.ts';
import { isBlocked } from '../auth/home-path.ts';
import { useSession } from '../auth/session-store.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { ConfirmDialog } from '../ui/Modal.tsx';
import { QueryView } from '../ui/QueryView.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { CardsPanel } from './agency/billing/CardsPanel.tsx';
import { formatDate } from './format-date.ts';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Waiting for your bank',
};
const SECTION_OF: Record<PlanType, (plan: Plan) => string | undefined> = { agency: () => undefined, reseller: () => 'reseller', app: (plan) => `app-${plan.id}` };
const PLAN_TYPE_OF_SECTION = (subscription: AgencySubscription) => (subscription.section === 'app' ? `app-${subscription.plan.id}` : subscription.section);
const GROUPS: { type: PlanType; title: string }[] = [
  { type: 'agency', title: 'Plans' },
  { type: 'app', title: 'Add-ons' },
  { type: 'reseller', title: 'Reseller plans' },
];
const live = (subscription: AgencySubscription) => subscription.status === 'active' || subscription.status === 'trialing';

/**
 * /agency/subscription: the agency's plan, its cards and invoices; choose, cancel or resume a
 * plan. A blocked agency (spec §4) is sent here from every route, with the bars hidden, so
 * everything it needs to get going again (a card, a plan) is on this one screen.
 */
export function SubscriptionPage() {
  const user = useSession((s) => s.user);
  const overview = useBillingOverview();
  const blocked = isBlocked(user);
  return (
    <div className="screen">
      {blocked ? <BlockedNotice /> : <ScreenHeader title="Subscription" />}
      <QueryView query={overview} loading="Loading your subscription…" failed="Your subscription could not be loaded">
        {(data) => (
          <>
            <CurrentSubscriptions subscriptions={data.subscriptions} />
            <CardsPanel />
            <PlanChooser subscriptions={data.subscriptions} hasCard={data.has_payment_method} />
            {data.invoices.length > 0 ? (
              <section className="card panel" aria-labelledby="invoices-title">
                <h2 className="panel__title" id="invoices-title">
                  Invoices
                </h2>
                <DataTable columns={['Date', 'Amount', 'Status']}>
                  {data.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td>{formatDate(invoice.issued_at)}</td>
                      <td>{formatMoney(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency)}</td>
                      <td>{invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Unpaid' : invoice.status}</td>
                      <td />
                    </tr>
                  ))}
                </DataTable>
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}

function BlockedNotice() {
  const { signOut, pending } = useSignOut();
  return (
    <section className="blocked-notice" aria-labelledby="blocked-title">
      <h1 className="blocked-notice__title" id="blocked-title">
        Subscription inactive
      </h1>
      <p className="blocked-notice__message">{BLOCKED_AGENCY_MESSAGE}</p>
      <p className="blocked-notice__text">Your websites and pages are kept and stay online. Save a card and choose a plan below to edit them again.</p>
      <div className="blocked-notice__actions">
        <button type="button" className="btn" onClick={signOut} disabled={pending}>
          Sign out
        </button>
      </div>
    </section>
  );
}

function CurrentSubscriptions({ subscriptions }: { subscriptions: AgencySubscription[] }) {
  const [cancelling, setCancelling] = useState<AgencySubscription | null>(null);
  const cancel = useCancelMutation();
  const resume = useResumeMutation();
  const latestAgencyPlan = subscriptions.find((subscription) => subscription.section === 'agency');
  const shown = subscriptions.filter((subscription) => live(subscription) || subscription === latestAgencyPlan);
  if (shown.length === 0) return null;
  return (
    <section className="card panel" aria-labelledby="current-plan-title">
      <h2 className="panel__title" id="current-plan-title">
        Your plan
      </h2>
      <DataTable columns={['Plan', 'Price', 'Status', 'Renews']}>
        {shown.map((subscription) => (
          <tr key={subscription.id}>
            <td>{subscription.plan.name}</td>
            <td>
              {formatMoney(subscription.price.amount, subscription.price.currency)} / {subscription.price.interval}
            </td>
            <td>{STATUS_LABELS[subscription.status] ?? subscription.status}</td>
            <td>{live(subscription) && subscription.current_period_end ? formatDate(subscription.current_period_end) : '—'}</td>
            <td className="table__actions">
              <div className="table__buttons">
                {live(subscription) ? (
                  <button type="button" className="btn btn--small" onClick={() => setCancelling(subscription)}>
                    Cancel
                  </button>
                ) : subscription === latestAgencyPlan ? (
                  <button type="button" className="btn btn--small btn--primary" disabled={resume.isPending} onClick={() => resume.mutate()}>
                    Resume
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
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
          onConfirm={() => cancel.mutate(PLAN_TYPE_OF_SECTION(cancelling), { onSuccess: () => setCancelling(null) })}
        />
      ) : null}
    </section>
  );
}

function PlanChooser({ subscriptions, hasCard }: { subscriptions: AgencySubscription[]; hasCard: boolean }) {
  const plans = usePlans();
  const subscribe = useSubscribeMutation();
  const [coupon, setCoupon] = useState('');
  const [couponNote, setCouponNote] = useState<string | null>(null);
  const held = (plan: Plan) => subscriptions.some((subscription) => live(subscription) && subscription.plan.id === plan.id);

  const applyCoupon = async () => {
    setCouponNote(null);
    try {
      const found = await checkCoupon(coupon.trim());
      const discount = found.percent_off !== null ? `${found.percent_off}% off` : `${formatMoney(found.amount_off ?? 0, found.currency ?? 'usd')} off`;
      const forPlan = plans.data?.find((plan) => plan.id === found.plan_id);
      setCouponNote(forPlan ? `${discount} (for ${forPlan.name})` : discount);
    } catch {
      setCouponNote(null);
    }
  };

  return (
    <section className="card panel" aria-labelledby="plans-title">
      <h2 className="panel__title" id="plans-title">
        Choose a plan
      </h2>
      {hasCard ? null : <p className="panel__text">Save a card above first: plans are paid with your default card.</p>}
      <div className="form-row">
        <label className="form-row__label" htmlFor="coupon-code">
          Coupon
        </label>
        <div className="toolbar">
          <input id="coupon-code" className="input" value={coupon} onChange={(event) => setCoupon(event.target.value)} />
          <button type="button" className="btn" disabled={coupon.trim() === ''} onClick={() => void applyCoupon()}>
            Check
          </button>
        </div>
        {couponNote ? <p className="form-row__hint">Coupon accepted: {couponNote} on your first invoice.</p> : null}
      </div>
      <QueryView query={plans} loading="Loading plans…" failed="Plans could not be loaded" empty={{ when: (data) => data.length === 0, title: 'No plans are offered yet' }}>
        {(data) =>
          GROUPS.map(({ type, title }) => {
            const group = data.filter((plan) => plan.type === type && plan.prices.some((price) => price.active));
            if (group.length === 0) return null;
            return (
              <div key={type} className="plan-group">
                <h3 className="plan-group__title">{title}</h3>
                <ul className="plan-cards">
                  {group.map((plan) => {
                    const price = plan.prices.find((entry) => entry.active && entry.interval === 'month') ?? plan.prices.find((entry) => entry.active)!;
                    return (
                      <li key={plan.id} className="plan-card">
                        <span className="plan-card__name">{plan.name}</span>
                        <span className="plan-card__price">
                          {formatMoney(price.amount, price.currency)} / {price.interval}
                        </span>
                        {plan.description ? <span className="plan-card__text">{plan.description}</span> : null}
                        {held(plan) ? (
                          <span className="plan-card__held">Your plan</span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn--primary"
                            disabled={!hasCard || subscribe.isPending}
                            aria-label={`Subscribe to ${plan.name}`}
                            onClick={() => subscribe.mutate({ planId: plan.id, section: SECTION_OF[plan.type](plan), coupon: couponNote ? coupon.trim() : undefined })}
                          >
                            Subscribe
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })
        }
      </QueryView>
      {subscribe.data?.requires_action ? <p className="panel__text">Your bank asks you to confirm this payment; the plan starts once it is confirmed.</p> : null}
    </section>
  );
}
