import { TEST_CARDS, type PaymentMethodSecret } from '@tessera/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchCardFormSecret, useAddPaymentMethodMutation } from '../../../api/billing-api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { confirmCard, loadProviderScript, type CardElement, type ProviderScript } from '@tessera/sdk/checkout';

/** The mounted card field of the provider's script, and what it was mounted with. */
export interface MountedCard {
  provider: ProviderScript;
  card: CardElement;
  testMode: boolean;
}

/**
 * Mounts the provider's card field into `container` once `settings` are known (the server's
 * script address and publishable key); `failed` holds why it could not.
 */
export function useProviderCard(settings: Pick<PaymentMethodSecret, 'script_url' | 'publishable_key'> | null) {
  const container = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<MountedCard | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const scriptUrl = settings?.script_url;
  const key = settings?.publishable_key;
  useEffect(() => {
    if (!scriptUrl || !key) return;
    let card: CardElement | null = null;
    let live = true;
    loadProviderScript(scriptUrl).then(
      (Stripe) => {
        if (!live || !container.current) return;
        const provider = Stripe(key);
        card = provider.elements().create('card');
        card.mount(container.current);
        setMounted({ provider, card, testMode: key.startsWith('pk_test_') });
      },
      (error: Error) => live && setFailed(error.message),
    );
    return () => {
      live = false;
      card?.destroy();
    };
  }, [scriptUrl, key]);
  return { container, mounted, failed };
}

/** The card field's place in a form, with the provider's test cards listed while it runs in test mode. */
export function CardField({ card, error }: { card: ReturnType<typeof useProviderCard>; error?: string | null }) {
  return (
    <div className={error ? 'form-row has-error' : 'form-row'}>
      <span className="form-row__label">Card</span>
      <div className="card-field" ref={card.container} />
      {error || card.failed ? (
        <p className="form-row__error" id="card-error">
          {error ?? card.failed}
        </p>
      ) : null}
      {card.mounted?.testMode ? (
        <div className="form-row__hint">
          <p>Test payments: nothing is charged. Test cards:</p>
          <ul className="test-cards">
            {TEST_CARDS.map((test) => (
              <li key={test.number}>
                <span className="test-cards__number">{test.number}</span> {test.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Saves a card for the signed-in agency through the provider's card form. */
export function CardForm({ onSaved }: { onSaved?(): void }) {
  const [secret, setSecret] = useState<PaymentMethodSecret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const card = useProviderCard(secret);
  const add = useAddPaymentMethodMutation();

  useEffect(() => {
    void fetchCardFormSecret().then(setSecret, (failure: Error) => setError(failure.message));
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret || !card.mounted) return;
    setBusy(true);
    setError(null);
    try {
      const paymentMethod = await confirmCard(card.mounted.provider, card.mounted.card, secret.client_secret);
      await add.mutateAsync(paymentMethod);
      onSaved?.();
    } catch (failure) {
      setError(isApiError(failure) && failure.errors ? (failure.errors.payment_method?.[0] ?? failure.message) : (failure as Error).message);
      // A SetupIntent confirms once: the next try needs a new one.
      setSecret(await fetchCardFormSecret());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardField card={card} error={error} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !card.mounted}>
          Save card
        </button>
      </div>
    </form>
  );
}
