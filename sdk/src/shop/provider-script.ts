/**
 * The part of the payment provider's browser script (Stripe.js) the card forms use: the
 * dashboard's, and the Credit Card element's on published pages. The server says where to load
 * it from: the provider's own address, or, with the local fake provider, the app's stand-in
 * that offers the same calls.
 */
/** 'card' is the one-line field; the other three are the provider's split fields, laid out by the page (number, expiry, CVC). */
export type CardElementType = 'card' | 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** What a field reports as the customer types and leaves it: its own problem, in the provider's words. */
export interface CardElementChange {
  elementType: CardElementType;
  empty: boolean;
  complete: boolean;
  error?: { message?: string; code?: string };
}

export interface CardElement {
  mount(container: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (change: CardElementChange) => void): void;
}

/** Options the provider's fields take: a placeholder, and the text style inside its frame (the page's CSS cannot reach there). */
export interface CardElementOptions {
  placeholder?: string;
  style?: { base?: Record<string, unknown>; invalid?: Record<string, unknown> };
}

export interface ProviderScript {
  /** Split fields made from one `elements()` group make one card together: pass the number field to `createPaymentMethod`. */
  elements(): { create(type: CardElementType, options?: CardElementOptions): CardElement };
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: CardElement } },
  ): Promise<{ setupIntent?: { payment_method: string | null }; error?: { message?: string } }>;
  /** The customer confirms, with their bank, a payment it asked about (3-D Secure). */
  confirmCardPayment(clientSecret: string): Promise<{ paymentIntent?: { status: string }; error?: { message?: string } }>;
  /** A card from what the customer typed, for a charge the server makes with it. */
  createPaymentMethod(data: { type: 'card'; card: CardElement }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string; code?: string } }>;
}

/** `stripeAccount` acts inside an agency's connected account (selling on its website). */
export type StripeConstructor = (publishableKey: string, options?: { stripeAccount?: string }) => ProviderScript;

const loading = new Map<string, Promise<StripeConstructor>>();

/** Loads the provider's script once per address and answers its `Stripe` constructor. */
export function loadProviderScript(url: string): Promise<StripeConstructor> {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<StripeConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const constructor = (window as unknown as { Stripe?: StripeConstructor }).Stripe;
        if (constructor) resolve(constructor);
        else reject(new Error('The payment provider’s card form did not load.'));
      };
      script.onerror = () => {
        loading.delete(url);
        reject(new Error('The payment provider’s card form could not be loaded. Check your connection and try again.'));
      };
      document.head.appendChild(script);
    });
    loading.set(url, pending);
  }
  return pending;
}

/** The payment method the provider saved for a SetupIntent confirmed with the card the customer typed; throws its message when refused. */
export async function confirmCard(provider: ProviderScript, card: CardElement, clientSecret: string): Promise<string> {
  const result = await provider.confirmCardSetup(clientSecret, { payment_method: { card } });
  const paymentMethod = result.setupIntent?.payment_method;
  if (result.error || !paymentMethod) throw new Error(result.error?.message ?? 'The card could not be saved.');
  return paymentMethod;
}

/** The customer confirms a payment their bank asked about; throws the provider's message when it is refused. */
export async function confirmPayment(settings: { script_url: string; publishable_key: string }, clientSecret: string): Promise<void> {
  const Stripe = await loadProviderScript(settings.script_url);
  const result = await Stripe(settings.publishable_key).confirmCardPayment(clientSecret);
  if (result.error || result.paymentIntent?.status !== 'succeeded') throw new Error(result.error?.message ?? 'The payment was not confirmed.');
}
