import { PaymentDeclinedError, type AgencyCharges } from '@tessera/sdk';
import { validationFailed } from '../../http/http-error.ts';
import { ensureCustomer } from './billing-customer.ts';
import { defaultMethodOf, saveCard } from './payment-methods.service.ts';
import type { BillingDeps } from './subscriptions.service.ts';

const NO_CARD = 'Add a card before paying.';

/** One-time charges of agencies for apps (a course), on the customer and cards of its subscriptions. */
export function createAgencyCharges(deps: BillingDeps): AgencyCharges {
  return {
    async defaultCard(agencyId) {
      const methodId = await defaultMethodOf(deps, agencyId);
      if (methodId === null) return null;
      const methods = await deps.payments.listPaymentMethods(await ensureCustomer(deps.db, deps.payments, agencyId));
      const card = methods.find((method) => method.id === methodId);
      return card ? { brand: card.brand, last4: card.last4 } : null;
    },

    async chargeOnce(agencyId, input) {
      const { paymentMethodId, idempotencyKey, ...charge } = input;
      let customerId: string;
      let methodId: string | null;
      if (paymentMethodId) {
        ({ customerId, methodId } = await saveCard(deps, agencyId, paymentMethodId));
      } else {
        customerId = await ensureCustomer(deps.db, deps.payments, agencyId);
        methodId = await defaultMethodOf(deps, agencyId);
      }
      if (methodId === null) throw validationFailed({ payment_method: [NO_CARD] });
      try {
        return await deps.payments.chargeOnce({ customerId, paymentMethodId: methodId, ...charge }, { idempotencyKey });
      } catch (error) {
        if (error instanceof PaymentDeclinedError) throw validationFailed({ payment_method: [error.message] });
        throw error;
      }
    },
  };
}
