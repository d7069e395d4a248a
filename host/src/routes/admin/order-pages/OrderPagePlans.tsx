import { formatMoney, type Price } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useOrderChoice } from '../../../api/public-api.ts';
import { QueryView } from '../../../ui/QueryView.tsx';

export const priceLine = (price: Pick<Price, 'amount' | 'currency' | 'interval'>) => `${formatMoney(price.amount, price.currency)} / ${price.interval}`;

/**
 * What every order page sells, above their list: the agency plans with their active prices, read
 * from the plans screen's own records (the order pages' sign-up form offers exactly these), so
 * the admin sees the real names and prices rather than what a design happens to say.
 */
export function OrderPagePlans() {
  const choice = useOrderChoice();
  return (
    <section className="panel order-page-plans" aria-labelledby="order-page-plans-title">
      <div className="order-page-plans__header">
        <h2 className="panel__title" id="order-page-plans-title">
          Plans on sale
        </h2>
        <Link className="btn btn--small" to="/admin/payment/plans">
          Edit plans and prices
        </Link>
      </div>
      <QueryView
        query={choice}
        loading="Loading the plans…"
        failed="The plans could not be loaded"
        empty={{ when: (data) => data.plans.length === 0, title: 'No agency plan is on sale', message: 'Order pages offer agency plans with an active price: add a plan and a price on the plans screen.' }}
      >
        {({ plans }) => (
          <ul className="plan-cards" aria-label="Plans on sale">
            {plans.map((plan) => (
              <li key={plan.id} className="plan-card">
                <span className="plan-card__name">{plan.name}</span>
                {plan.prices.map((price) => (
                  <span key={price.id} className="plan-card__price">
                    {priceLine(price)}
                  </span>
                ))}
                {plan.description ? <span className="plan-card__text">{plan.description}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className="form-row__hint">Every published order page offers these plans in its sign-up form, under its design.</p>
    </section>
  );
}
