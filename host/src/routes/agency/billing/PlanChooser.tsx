import { formatMoney, type AgencySubscription, type Plan, type PlanType } from '@tessera/core';
import { useState } from 'react';
import { checkCoupon, usePlans, useSubscribeMutation } from '../../../api/billing-api.ts';
import { QueryView } from '../../../ui/QueryView.tsx';
import { isLive } from './CurrentSubscriptions.tsx';

/** The `section` a plan is subscribed with (§7): none for an agency plan. */
const SECTION_OF: Record<PlanType, (plan: Plan) => string | undefined> = { agency: () => undefined, reseller: () => 'reseller', app: (plan) => `app-${plan.id}` };

/** The offered plans of one type, each with Subscribe (paid with the default card), and a coupon to check first. */
export function PlanChooser({ type, title, subscriptions, hasCard }: { type: PlanType; title: string; subscriptions: AgencySubscription[]; hasCard: boolean }) {
  const plans = usePlans();
  const subscribe = useSubscribeMutation();
  const [coupon, setCoupon] = useState('');
  const [couponNote, setCouponNote] = useState<string | null>(null);
  const held = (plan: Plan) => subscriptions.some((subscription) => isLive(subscription) && subscription.plan.id === plan.id);

  const applyCoupon = async () => {
    setCouponNote(null);
    try {
      const found = await checkCoupon(coupon.trim());
      const discount = found.percent_off !== null ? `${found.percent_off}% off` : `${formatMoney(found.amount_off ?? 0, found.currency ?? 'usd')} off`;
      const forPlan = plans.data?.find((plan) => plan.id === found.plan_id);
      setCouponNote(forPlan ? `${discount} (for ${forPlan.name})` : discount);
    } catch {
      // The client has toasted why the code was refused.
      setCouponNote(null);
    }
  };

  return (
    <section className="card panel" aria-labelledby={`plans-${type}-title`}>
      <h2 className="panel__title" id={`plans-${type}-title`}>
        {title}
      </h2>
      {hasCard ? null : <p className="panel__text">Save a card first: plans are paid with your default card.</p>}
      <div className="form-row">
        <label className="form-row__label" htmlFor={`coupon-${type}`}>
          Coupon
        </label>
        <div className="toolbar">
          <input id={`coupon-${type}`} className="input" value={coupon} onChange={(event) => setCoupon(event.target.value)} />
          <button type="button" className="btn" disabled={coupon.trim() === ''} onClick={() => void applyCoupon()}>
            Check
          </button>
        </div>
        {couponNote ? <p className="form-row__hint">Coupon accepted: {couponNote} on your first invoice.</p> : null}
      </div>
      <QueryView
        query={plans}
        loading="Loading plans…"
        failed="Plans could not be loaded"
        empty={{ when: (data) => !data.some((plan) => plan.type === type && plan.prices.some((price) => price.active)), title: 'No plans are offered yet' }}
      >
        {(data) => (
          <ul className="plan-cards">
            {data
              .filter((plan) => plan.type === type && plan.prices.some((price) => price.active))
              .map((plan) => {
                const price = plan.prices.find((entry) => entry.active && entry.interval === 'month') ?? plan.prices.find((entry) => entry.active)!;
                return (
                  <li key={plan.id} className="plan-card">
                    <span className="plan-card__name">{plan.name}</span>
                    <span className="plan-card__price">
                      {formatMoney(price.amount, price.currency)} / {price.interval}
                    </span>
                    {plan.description ? <span className="plan-card__text">{plan.description}</span> : null}
                    {plan.unlimited ? <span className="plan-card__text">Every premium element and app</span> : null}
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
        )}
      </QueryView>
      {subscribe.data?.requires_action ? <p className="panel__text">Your bank asks you to confirm this payment: use Confirm payment above. The plan starts once it is confirmed.</p> : null}
    </section>
  );
}
