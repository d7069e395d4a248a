import { offeredProductIdsSchema, z } from '@tessera/sdk';

/**
 * Order Select: products of the website a buyer picks from, one (radio) or several
 * (checkboxes), each one-time product with a quantity. What it offers is also what the server
 * sells on this page: checkout refuses any product no Order Select of the page offers.
 */
export const orderSelectProps = z.object({
  title: z.string().trim().max(120).default('Choose your products'),
  productIds: offeredProductIdsSchema,
  multiple: z.boolean().default(true),
  showQuantity: z.boolean().default(true),
});
export type OrderSelectProps = z.infer<typeof orderSelectProps>;
