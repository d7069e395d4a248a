import type { ChargeSummary } from './payment-provider.ts';
import { createServiceToken } from './service-container.ts';

/** A card as the agency sees it in a "Pay with …" line. */
export interface SavedCard {
  brand: string;
  last4: string;
}

/**
 * One-time charges of an agency by the platform (an app selling something to agencies: a
 * course), on the agency's customer at the payment provider, the one its subscriptions use.
 */
export interface AgencyCharges {
  /** The agency's default card, or null when it has saved none. */
  defaultCard(agencyId: number): Promise<SavedCard | null>;
  /**
   * Charges the agency once, in integer cents. `paymentMethodId` (from the card form) is saved
   * to the agency first; without it the default card pays. With no card, or a card the provider
   * refuses, it throws a 422 `HttpError` naming `payment_method` (the provider's message, nothing
   * charged). The same `idempotencyKey` never charges twice.
   */
  chargeOnce(
    agencyId: number,
    input: { amount: number; currency: string; description: string; idempotencyKey: string; paymentMethodId?: string; metadata?: Record<string, string> },
  ): Promise<ChargeSummary>;
}
export const AgencyChargesToken = createServiceToken<AgencyCharges>('AgencyCharges');
