import { CHECKOUT_URL, checkBuyerFields, checkoutStore, FAILURE_MESSAGE, loadProviderScript, type CardElement, type ProviderScript } from '@tessera/sdk/checkout';
import { defineIsland } from '@tessera/sdk/island';

interface CheckoutAnswer {
  data?: { orderId: number; status: 'paid' | 'requires_action'; client_secret?: string; message: string; redirect?: string };
  message?: string;
}

/**
 * The page's pay button: mounts the provider's card field (inside the website's connected
 * account), and on submit makes a card of it and posts the page's checkout to the site, which
 * prices and charges it; a bank that asks the buyer to confirm is answered in the provider's
 * own dialog. The server says what was paid; the browser's totals are for showing only.
 */
export default defineIsland((root) => {
  const form = root.querySelector<HTMLFormElement>('.ts-credit-card__form');
  const cardSlot = root.querySelector<HTMLElement>('.ts-credit-card__card');
  const alert = root.querySelector<HTMLElement>('.ts-credit-card__alert');
  const status = root.querySelector<HTMLElement>('.ts-credit-card__status');
  const { scriptUrl, publishableKey, account } = form?.dataset ?? {};
  if (!form || !cardSlot || !alert || !status || !scriptUrl || !publishableKey) return;
  let provider: ProviderScript | null = null;
  let card: CardElement | null = null;
  let busy = false;
  void loadProviderScript(scriptUrl)
    .then((Stripe) => {
      provider = Stripe(publishableKey, account ? { stripeAccount: account } : undefined);
      card = provider.elements().create('card');
      card.mount(cardSlot);
    })
    .catch((error: unknown) => (alert.textContent = error instanceof Error ? error.message : FAILURE_MESSAGE));

  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const finish = (message: string, redirect: string | undefined) => {
    if (redirect) {
      window.location.assign(redirect);
      return;
    }
    form.hidden = true;
    status.textContent = message;
    status.focus();
  };

  const pay = async () => {
    alert.textContent = '';
    const fields = [...form.querySelectorAll<HTMLInputElement>('.ts-credit-card__control')];
    if (!checkBuyerFields(fields)) return;
    const { lines, coupon } = checkoutStore().state();
    if (!lines.length) {
      alert.textContent = 'Choose at least one product.';
      return;
    }
    if (!provider || !card) {
      alert.textContent = 'The card field is still loading. Please try again in a moment.';
      return;
    }
    const made = await provider.createPaymentMethod({ type: 'card', card });
    if (made.error || !made.paymentMethod) {
      alert.textContent = made.error?.message ?? 'Check your card details.';
      return;
    }
    const value = (name: string) => fields.find((field) => field.name === name)?.value ?? '';
    const response = await fetch(CHECKOUT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        elementId: root.id,
        pageUrl: window.location.pathname,
        items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        ...(coupon ? { coupon: coupon.code } : {}),
        payment_method: made.paymentMethod.id,
        email: value('email'),
        name: value('name'),
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as CheckoutAnswer;
    if (!response.ok || !answer.data) {
      alert.textContent = answer.message ?? FAILURE_MESSAGE;
      return;
    }
    const result = answer.data;
    if (result.status === 'requires_action' && result.client_secret) {
      const confirmed = await provider.confirmCardPayment(result.client_secret);
      if (confirmed.error || confirmed.paymentIntent?.status !== 'succeeded') {
        alert.textContent = confirmed.error?.message ?? 'Your bank did not confirm the payment.';
        return;
      }
    }
    finish(result.message, result.redirect);
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    if (submitButton) submitButton.disabled = true;
    pay()
      .catch(() => (alert.textContent = FAILURE_MESSAGE))
      .finally(() => {
        busy = false;
        if (submitButton) submitButton.disabled = false;
      });
  };
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('submit', onSubmit);
    card?.destroy();
  };
});
