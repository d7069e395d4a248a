import { amountTextFromCents, centsFromAmountText, createPriceBodySchema, PRICE_INTERVALS, updatePriceBodySchema, type Price, type PriceInterval } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreatePriceMutation, usePlans, usePrice, useUpdatePriceMutation } from '../../../api/billing-api.ts';
import { fieldError, FormRow, TextField } from '../../../ui/FormRow.tsx';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';
import { ItemByIdScreen } from '../../ItemByIdScreen.tsx';

const BACK = { to: '/admin/payment/prices', label: 'Prices' };
const AMOUNT_HINT = 'In the currency’s units, e.g. 49 or 49.90; it is kept in cents.';

interface Terms {
  amount: string;
  currency: string;
  interval: PriceInterval;
}

/** The amount as typed, in cents; text that is no amount goes on as text so the schema names the field. */
const termsBody = (terms: Terms) => ({ ...terms, amount: centsFromAmountText(terms.amount) ?? terms.amount });

function TermsFields({ terms, set, errors }: { terms: Terms; set(changes: Partial<Terms>): void; errors: Record<string, string[] | undefined> }) {
  return (
    <>
      <TextField id="price-amount" label="Amount" inputMode="decimal" value={terms.amount} onValue={(amount) => set({ amount })} hint={AMOUNT_HINT} error={fieldError(errors, 'amount')} />
      <TextField id="price-currency" label="Currency" value={terms.currency} onValue={(currency) => set({ currency })} hint="A three-letter code such as usd or eur." error={fieldError(errors, 'currency')} />
      <FormRow id="price-interval" label="Billed" error={fieldError(errors, 'interval')}>
        <select id="price-interval" className="input" value={terms.interval} onChange={(event) => set({ interval: event.target.value as PriceInterval })}>
          {PRICE_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {interval === 'month' ? 'Monthly' : 'Yearly'}
            </option>
          ))}
        </select>
      </FormRow>
    </>
  );
}

/** /admin/payment/prices/create (?plan= preselects a plan). */
export function PriceCreateScreen() {
  const plans = usePlans();
  const [params] = useSearchParams();
  const [planId, setPlanId] = useState(params.get('plan') ?? '');
  const [terms, setTerms] = useState<Terms>({ amount: '', currency: 'usd', interval: 'month' });
  const create = useCreatePriceMutation();
  const navigate = useNavigate();
  const { errors, submit } = useCheckedSubmit(createPriceBodySchema, create, () => navigate(BACK.to));
  const onSubmit = (event: FormEvent) => submit(event, { ...termsBody(terms), plan_id: planId === '' ? undefined : Number(planId) });
  return (
    <div className="screen">
      <ScreenHeader title="Add price" back={BACK} />
      <form className="form-stack card panel" onSubmit={onSubmit} noValidate>
        <FormRow id="price-plan" label="Plan" error={fieldError(errors, 'plan_id')}>
          <select id="price-plan" className="input" value={planId} onChange={(event) => setPlanId(event.target.value)}>
            <option value="">Choose a plan</option>
            {(plans.data ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </FormRow>
        <TermsFields terms={terms} set={(changes) => setTerms((current) => ({ ...current, ...changes }))} errors={errors} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            Add price
          </button>
        </div>
      </form>
    </div>
  );
}

const PRICE_WORDS = { loading: 'Loading the price…', failed: 'The price could not be loaded', notFound: 'Price not found' };

/** /admin/payment/prices/{id}/edit */
export function PriceEditScreen() {
  return (
    <ItemByIdScreen param="id" useItem={usePrice} words={PRICE_WORDS}>
      {(price) => <PriceForm price={price} />}
    </ItemByIdScreen>
  );
}

function PriceForm({ price }: { price: Price }) {
  const [terms, setTerms] = useState<Terms>({ amount: amountTextFromCents(price.amount), currency: price.currency, interval: price.interval });
  const [active, setActive] = useState(price.active);
  const update = useUpdatePriceMutation(price.id);
  const { errors, submit } = useCheckedSubmit(updatePriceBodySchema, update, () => {});
  return (
    <>
      <ScreenHeader title="Edit price" back={BACK} />
      <p className="screen__intro">Subscribers keep the terms they signed up for: a price with subscribers cannot change its amount, currency or interval. Add a new price and retire this one instead.</p>
      <form className="form-stack card panel" onSubmit={(event) => submit(event, { ...termsBody(terms), active })} noValidate>
        <TermsFields terms={terms} set={(changes) => setTerms((current) => ({ ...current, ...changes }))} errors={errors} />
        <label className="check">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          <span>Offered to new subscribers</span>
        </label>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={update.isPending}>
            Save
          </button>
        </div>
      </form>
    </>
  );
}
