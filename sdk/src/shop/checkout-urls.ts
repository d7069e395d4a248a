/** The site addresses the order elements' islands call, on the published site's own host (apart from the contract's schemas, so islands stay free of zod). */
export const CHECKOUT_URL = '/api/v1/site/checkout';
export const COUPON_CHECK_URL = '/api/v1/site/coupons/check';
