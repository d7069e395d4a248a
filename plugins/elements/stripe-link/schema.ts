import { buttonOptionSchema, siteReference, z } from '@tessera/sdk';

/** Stripe Link: a button to the payment provider's hosted payment page for one product of the website. */
export const stripeLinkProps = z.object({
  productId: siteReference('product').nullable().default(null),
  button: buttonOptionSchema.prefault({ Text: 'Buy now' }),
});
export type StripeLinkProps = z.infer<typeof stripeLinkProps>;
