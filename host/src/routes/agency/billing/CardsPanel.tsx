import { useState } from 'react';
import { useDefaultPaymentMethodMutation, usePaymentMethods, useRemovePaymentMethodMutation } from '../../../api/billing-api.ts';
import { QueryView } from '../../../ui/QueryView.tsx';
import { CardForm } from './CardForm.tsx';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The agency's saved cards (brand, last four digits, expiry), the default marked, and the card form. */
export function CardsPanel({ adding: addingFirst = false }: { adding?: boolean }) {
  const methods = usePaymentMethods();
  const makeDefault = useDefaultPaymentMethodMutation();
  const remove = useRemovePaymentMethodMutation();
  const [adding, setAdding] = useState(addingFirst);
  return (
    <section className="card panel" aria-labelledby="cards-title">
      <h2 className="panel__title" id="cards-title">
        Cards
      </h2>
      <QueryView query={methods} loading="Loading cards…" failed="Cards could not be loaded">
        {(data) => (
          <>
            {data.length === 0 ? <p className="panel__text">No card saved yet. Subscriptions are paid with your default card.</p> : null}
            <ul className="card-list">
              {data.map((method) => (
                <li key={method.id} className="card-list__item">
                  <span>
                    {brandName(method.brand)} ending in {method.last4} · expires {String(method.exp_month).padStart(2, '0')}/{method.exp_year}
                    {method.default ? <strong> · Default</strong> : null}
                  </span>
                  {method.default ? null : (
                    <span className="table__buttons">
                      <button type="button" className="btn btn--small" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(method.id)}>
                        Make default
                      </button>
                      <button type="button" className="btn btn--small" disabled={remove.isPending} onClick={() => remove.mutate(method.id)} aria-label={`Remove the card ending in ${method.last4}`}>
                        Remove
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {adding || data.length === 0 ? (
              <CardForm onSaved={() => setAdding(false)} />
            ) : (
              <button type="button" className="btn" onClick={() => setAdding(true)}>
                Add a card
              </button>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
