import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@tessera/sdk';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { databaseFakeStripeStorage } from './fake-stripe-database-storage.ts';
import { FAKE_CONNECT_CLIENT_ID, startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { createStripePaymentProvider, STRIPE_CONNECT_AUTHORIZE_URL } from './stripe-payment-provider.ts';

/** Where the app serves its stand-ins for the provider's browser parts while the fake provider runs (dev-payments). */
export const FAKE_PAYMENTS_PREFIX = '/dev/payments/';
/** The stand-in for the provider's authorize page. */
export const FAKE_CONNECT_AUTHORIZE_PATH = `${FAKE_PAYMENTS_PREFIX}oauth/authorize`;
/** The stand-in for the provider's card-field script, and the key pages give it. */
export const FAKE_STRIPE_JS_PATH = `${FAKE_PAYMENTS_PREFIX}stripe.js`;
export const FAKE_PUBLISHABLE_KEY = 'pk_test_local_fake';

export interface RunningPayments {
  provider: PaymentProvider;
  /** The local fake provider, when no key is configured. */
  fake: FakeStripe | null;
  /** Tells the fake where this server takes webhooks, once it listens. */
  deliverWebhooksTo(url: string): void;
  close(): Promise<void>;
}

export interface PaymentsOptions {
  duplicateEvery?: number;
  /**
   * The app's database, where the fake provider keeps its state so a restart forgets none of it
   * (with `url` on PostgreSQL, where it opens a connection of its own); in memory without.
   */
  database?: { db: Db; url?: string };
}

/**
 * The payment provider the config names. Without a key the same Stripe adapter talks to the
 * local fake provider, which signs its webhooks with a secret made for this run.
 */
export async function startPayments(config: AppConfig, options: PaymentsOptions = {}): Promise<RunningPayments> {
  if (config.payments.kind === 'stripe') {
    const { secretKey, webhookSecret, connectClientId } = config.payments;
    const provider = createStripePaymentProvider({
      secretKey,
      webhookSecret,
      ...(connectClientId ? { connect: { clientId: connectClientId, authorizeUrl: STRIPE_CONNECT_AUTHORIZE_URL } } : {}),
    });
    return { provider, fake: null, deliverWebhooksTo: () => {}, close: async () => {} };
  }
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const { database } = options;
  const storage = database ? databaseFakeStripeStorage(database.url ? { url: database.url } : { db: database.db }) : undefined;
  const fake = await startFakeStripe({ webhookSecret, duplicateEvery: options.duplicateEvery, storage });
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_local_fake',
    webhookSecret,
    api: { host: fake.host, port: fake.port, protocol: 'http' },
    connect: { clientId: FAKE_CONNECT_CLIENT_ID, authorizeUrl: FAKE_CONNECT_AUTHORIZE_PATH },
  });
  return { provider, fake, deliverWebhooksTo: (url) => fake.setWebhookUrl(url), close: () => fake.close() };
}
