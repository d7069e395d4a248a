import { formatMoney, type Plan } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useOrderChoice } from '../../api/public-api.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** /order (spec §2): the plans on sale; choosing one opens the checkout of the first order page online at /order/{id}. */
export function OrderChoiceScreen() {
  const choice = useOrderChoice();
  return (
    <div className="public-screen">
      <PublicHeader />
      <main className="public-main">
        <h1 className="public-main__title">Choose a plan</h1>
        <QueryView query={choice} loading="Loading the plans…" failed="The plans could not be loaded">
          {({ pages, plans }) =>
            pages[0] && plans.length > 0 ? (
              <ul className="plan-choice" aria-label="Plans">
                {plans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} checkout={`/order/${pages[0]!.id}?plan=${encodeURIComponent(plan.name)}`} />
                ))}
              </ul>
            ) : (
              <StatusView
                title="No paid plan is on sale right now"
                message="You can still start with a free agency."
                actions={
                  <Link className="btn btn--primary" to="/register">
                    Sign up free
                  </Link>
                }
              />
            )
          }
        </QueryView>
        <p className="public-main__note">
          Prefer to try first? <Link to="/register">Create a free agency</Link>.
        </p>
      </main>
    </div>
  );
}

function PlanCard({ plan, checkout }: { plan: Plan; checkout: string }) {
  return (
    <li className="card plan-choice__item">
      <h2 className="plan-choice__name">{plan.name}</h2>
      <ul className="plan-choice__prices">
        {plan.prices.map((price) => (
          <li key={price.id}>
            {formatMoney(price.amount, price.currency)} / {price.interval}
          </li>
        ))}
      </ul>
      <Link className="btn btn--primary" to={checkout} aria-label={`Choose ${plan.name}`}>
        Choose
      </Link>
    </li>
  );
}
