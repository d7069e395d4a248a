import { TEST_CARDS } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { fetchCardFormSecret, useAddPaymentMethodMutation } from '../../../api/billing-api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { fieldError, TextField } from '../../../ui/FormRow.tsx';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The card form. With a live provider key the provider's own form belongs here (its script
 * keeps card numbers off this server). The local fake provider cannot serve that script, so
 * this stand-in takes the provider's documented test cards, as its test mode does, and saves
 * the test payment method each one stands for.
 */
export function CardForm({ onSaved }: { onSaved?(): void }) {
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [form, setForm] = useState<'unknown' | 'test' | 'provider'>('unknown');
  const add = useAddPaymentMethodMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const card = TEST_CARDS.find((entry) => digits(entry.number) === digits(number));
    if (!card) return setErrors({ number: ['Use one of the test cards listed below.'] });
    setErrors({});
    // The SetupIntent is where the provider's form would confirm the card; asking for it also says which form this server wants.
    const secret = await fetchCardFormSecret();
    setForm(secret.card_form);
    if (secret.card_form !== 'test') return;
    add.mutate(card.payment_method, {
      onSuccess: () => {
        setNumber('');
        onSaved?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors({ number: error.errors.payment_method ?? [error.message] });
      },
    });
  };

  if (form === 'provider') {
    return <p className="panel__text">This server takes cards through the payment provider’s own card form, which this version of the app does not load yet.</p>;
  }
  return (
    <form className="form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField id="card-number" label="Card number" inputMode="numeric" autoComplete="off" value={number} onValue={setNumber} error={fieldError(errors, 'number')} />
      <div className="form-row__hint">
        <p>Test payments: nothing is charged. Test cards:</p>
        <ul className="test-cards">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setNumber(card.number)}>
                {card.number}
              </button>{' '}
              {card.label}
            </li>
          ))}
        </ul>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          Save card
        </button>
      </div>
    </form>
  );
}
