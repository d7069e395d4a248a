import { brandVar, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { CouponRender } from './Render.tsx';
import { couponProps, type CouponProps } from './schema.ts';

const CSS = [
  '.ts-coupon__label{display:block;margin:0 0 6px;font-weight:500}',
  '.ts-coupon__row{display:flex;gap:8px}',
  '.ts-coupon__input{flex:1 1 auto;min-width:0;padding:10px 12px;font:inherit;font-size:16px;border:1px solid #6b7280;border-radius:6px;color:#111827;background:#fff;text-transform:uppercase}',
  `.ts-coupon__input:focus-visible,.ts-coupon__apply:focus-visible{outline:2px solid ${brandVar('primary', '#2563eb')};outline-offset:2px}`,
  // A quiet button beside the pay button (which is the kit's primary): the kit's text colour, with its background colour for words.
  `.ts-coupon__apply{padding:10px 18px;font:inherit;border:0;border-radius:${brandVar('radius', '6px')};background:${brandVar('text', '#1f2937')};color:${brandVar('background', '#fff')};cursor:pointer}`,
  '.ts-coupon__apply:disabled{opacity:.6;cursor:wait}',
  '.ts-coupon__status{margin:6px 0 0;min-height:1.5em;color:#065f46}',
  '.ts-coupon__status--error{color:#b91c1c}',
].join('');

export default defineElement<CouponProps>({
  id: ORDER_ELEMENT_IDS.coupon,
  version: '1.0.0',
  label: 'Coupon',
  category: 'order',
  premium: false,
  icon: 'ticket-percent',
  props: couponProps,
  Render: CouponRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-coupon/island',
  islandProps: () => ({}),
  baseCss: CSS,
});
