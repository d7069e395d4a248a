import { CHECKOUT_URL, checkBuyerFields, checkoutStore, FAILURE_MESSAGE, loadProviderScript, type CardElement, type CardElementType, type ProviderScript } from '@tessera/sdk/checkout';
import { defineIsland } from '@tessera/sdk/island';

interface CheckoutAnswer {
  data?: { orderId: number; status: 'paid' | 'requires_action'; client_secret?: string; message: string; redirect?: string; thanks?: string };
  message?: string;
}

type SlotKey = 'number' | 'expiry' | 'cvc';
const FIELD_OF: Record<SlotKey, CardElementType> = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc' };

/** Which field a provider's problem belongs to, by its code (incomplete_number, invalid_expiry_year_past, incomplete_cvc…). */
const slotOfCode = (code: string | undefined): SlotKey | null => (code?.includes('expiry') ? 'expiry' : code?.includes('cvc') ? 'cvc' : code?.includes('number') ? 'number' : null);

/** The provider's fields keep their text inside their own frames: it is styled through their options to match the page's boxes. */
const FIELD_STYLE = { base: { fontSize: '16px', color: '#111827', '::placeholder': { color: '#6b7280' } }, invalid: { color: '#b91c1c' } };

/**
 * The page's pay button: mounts the provider's card field (inside the website's connected
 * account), and on submit makes a card of it and posts the page's checkout to the site, which
 * prices and charges it; a bank that asks the buyer to confirm is answered in the provider's
 * own dialog. The server says what was paid; the browser's totals are for showing only.
 */
export default defineIsland((root) => {
  const form = root.querySelector<HTMLFormElement>('.ts-credit-card__form');
  const slot = (key: SlotKey) => root.querySelector<HTMLElement>(`.ts-credit-card__slot[data-slot="${key}"]`);
  const cardSlot = slot('number');
  const alert = root.querySelector<HTMLElement>('.ts-credit-card__alert');
  const status = root.querySelector<HTMLElement>('.ts-credit-card__status');
  const { scriptUrl, publishableKey, account } = form?.dataset ?? {};
  if (!form || !cardSlot || !alert || !status || !scriptUrl || !publishableKey) return;
  let provider: ProviderScript | null = null;
  let card: CardElement | null = null;
  const fields: CardElement[] = [];
  let busy = false;
  const showSlotError = (key: SlotKey, message: string | null) => {
    const box = slot(key);
    const note = root.querySelector<HTMLElement>(`[id$="-${key}-error"]`);
    if (!box || !note) return;
    note.textContent = message ?? '';
    note.hidden = !message;
    if (message) box.setAttribute('data-invalid', '');
    else box.removeAttribute('data-invalid');
  };
  void loadProviderScript(scriptUrl)
    .then((Stripe) => {
      provider = Stripe(publishableKey, account ? { stripeAccount: account } : undefined);
      const elements = provider.elements();
      for (const key of ['number', 'expiry', 'cvc'] as const) {
        const box = slot(key);
        if (!box) continue;
        const field = elements.create(FIELD_OF[key], { style: FIELD_STYLE });
        field.on('change', (change) => showSlotError(key, change.error?.message ?? null));
        field.mount(box);
        fields.push(field);
        if (key === 'number') card = field;
      }
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
    const buyer = [...form.querySelectorAll<HTMLInputElement>('.ts-credit-card__control')];
    if (!checkBuyerFields(buyer)) return;
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
      const message = made.error?.message ?? 'Check your card details.';
      const field = slotOfCode(made.error?.code);
      if (field) showSlotError(field, message);
      else alert.textContent = message;
      return;
    }
    const value = (name: string) => buyer.find((field) => field.name === name)?.value ?? '';
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
    // The pay element's own page or address when it names one, else the order's thank-you page.
    finish(result.message, result.redirect ?? result.thanks);
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
    for (const field of fields) field.destroy();
  };
});
