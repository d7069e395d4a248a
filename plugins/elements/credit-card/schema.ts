import { afterSubmitFields, buttonOptionSchema, z } from '@tessera/sdk';

/**
 * Credit Card: the buyer's name, e-mail and the payment provider's card field, and the pay
 * button. It pays for what the page's Order Select elements have chosen (with the Coupon's
 * code); afterwards the after-submit action applies (a message, a page, an address).
 */
export const creditCardProps = z.object({
  title: z.string().trim().max(120).default('Payment'),
  button: buttonOptionSchema.prefault({ Text: 'Pay now', Width: 'fill' }),
  ...afterSubmitFields,
  successMessage: afterSubmitFields.successMessage.default('Thank you! Your payment was received.'),
});
export type CreditCardProps = z.infer<typeof creditCardProps>;
