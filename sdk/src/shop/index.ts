/**
 * @tessera/sdk/checkout: the browser side of the order elements, for islands. They share one
 * checkout per page (checkoutStore) and the payment provider's card field (provider-script).
 */
export * from './checkout-store.ts';
export * from './provider-script.ts';
export { CHECKOUT_URL, COUPON_CHECK_URL } from './order-contract.ts';
export { formatMoney } from '@tessera/core/formatting';
