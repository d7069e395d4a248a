import { TEST_CARDS, testCardPaymentMethod } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { fetchCardFormSecret, useAddPaymentMethodMutation } from '../../../api/billing-api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { TextField } from '../../../ui/FormRow.tsx';

export const TEST_CARD_REQUIRED = 'Use one of the test cards listed below.';
export const PROVIDER_FORM_MISSING = 'This server takes cards through the payment provider’s own card form, which this version of the app does not load yet.';

/**
 * The card number of the local fake provider's stand-in card form, with its test cards to
 * pick from. With a live provider key the provider's own form belongs here instead (its script
 * keeps card numbers off this server); the fake cannot serve that script, so this takes the
 * provider's documented test cards, as its test mode does.
 */
export function TestCardField({ value, onValue, error }: { value: string; onValue(value: string): void; error?: string | undefined }) {
  return (
    <>
      <TextField id="card-number" label="Card number" inputMode="numeric" autoComplete="off" value={value} onValue={onValue} error={error} />
      <div className="form-row__hint">
        <p>Test payments: nothing is charged. Test cards:</p>
        <ul className="test-cards">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => onValue(card.number)}>
                {card.number}
              </button>{' '}
              {card.label}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Saves a card for the signed-in agency: the SetupIntent's answer says which card form this server wants. */
export function CardForm({ onSaved }: { onSaved?(): void }) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [providerForm, setProviderForm] = useState(false);
  const add = useAddPaymentMethodMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const paymentMethod = testCardPaymentMethod(number);
    if (!paymentMethod) return setError(TEST_CARD_REQUIRED);
    setError(undefined);
    const secret = await fetchCardFormSecret();
    if (secret.card_form !== 'test') return setProviderForm(true);
    add.mutate(paymentMethod, {
      onSuccess: () => {
        setNumber('');
        onSaved?.();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.errors) setError(failure.errors.payment_method?.[0] ?? failure.message);
      },
    });
  };

  if (providerForm) return <p className="panel__text">{PROVIDER_FORM_MISSING}</p>;
  return (
    <form className="form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TestCardField value={number} onValue={setNumber} error={error} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          Save card
        </button>
      </div>
    </form>
  );
}
