/**
 * @tessera/sdk/checkout: the browser side of the order elements, for islands. They share one
 * checkout per page (checkoutStore) and the payment provider's card field (provider-script).
 */
export * from './checkout-store.ts';
export * from './provider-script.ts';
export * from './buyer-fields.ts';
export { FAILURE_MESSAGE } from '../forms/field-errors.ts';
export { CHECKOUT_URL, COUPON_CHECK_URL } from './checkout-urls.ts';
// Not the formatting index: its phone formatting would bring the phone-number library into every order island.
export { formatMoney } from '@tessera/core/money';
