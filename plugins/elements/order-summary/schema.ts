import { z } from '@tessera/sdk';

/** Order Summary: the chosen products with their quantities, the coupon's discount and the total, in the products' currency ('$' before any). */
export const orderSummaryProps = z.object({
  title: z.string().trim().max(120).default('Order summary'),
  emptyText: z.string().trim().max(200).default('No products chosen yet.'),
});
export type OrderSummaryProps = z.infer<typeof orderSummaryProps>;
