/** Reading the provider's objects as its API and its webhooks send them, whatever the API version. */

/** An expandable field: an id, or the object itself. */
export const idOf = (value: string | { id: string } | null | undefined) => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);

/** An invoice's subscription: under `parent` in the current API version, `subscription` in older ones (and in webhooks sent with them). */
export function subscriptionIdOfInvoice(invoice: object): string | null {
  const { parent, subscription } = invoice as { parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null; subscription?: string | { id: string } | null };
  return idOf(parent?.subscription_details?.subscription) ?? idOf(subscription);
}
