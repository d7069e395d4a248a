import { z } from '@tessera/sdk';

/** Coupon: a field for a code of the website's coupons, checked as soon as the buyer applies it; the Order Summary then shows the discount. */
export const couponProps = z.object({
  label: z.string().trim().min(1, 'Give the field a label').max(80).default('Coupon code'),
  placeholder: z.string().trim().max(80).default(''),
  buttonText: z.string().trim().min(1, 'Write what the button says').max(40).default('Apply'),
});
export type CouponProps = z.infer<typeof couponProps>;
