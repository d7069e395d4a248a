import { brandVar, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { OrderSummaryRender } from './Render.tsx';
import { orderSummaryProps, type OrderSummaryProps } from './schema.ts';

const primary = brandVar('primary', '#2563eb');
const radius = `min(${brandVar('radius', '8px')}, 14px)`;

/** A summary card as hosted checkouts draw one: each line with its picture, the coupon's line, and the total set apart. */
const CSS = [
  `.ts-order-summary{padding:20px;border:1px solid #e5e7eb;border-radius:${radius};background:#f9fafb;color:#111827;min-width:0}`,
  `.ts-order-summary__title{margin:0 0 12px;font-size:18px;font-family:${brandVar('heading-font', 'inherit')}}`,
  '.ts-order-summary__empty{margin:0 0 12px;color:#4b5563}',
  '.ts-order-summary__lines{list-style:none;margin:0;padding:0;display:grid;gap:12px}',
  '.ts-order-summary__lines:empty{display:none}',
  '.ts-order-summary__line{display:flex;align-items:center;gap:12px}',
  '.ts-order-summary__thumb{flex:none;width:44px;height:44px;border-radius:8px;object-fit:cover;background:#e5e7eb;border:1px solid #e5e7eb}',
  `.ts-order-summary__thumb--none{display:grid;place-items:center;font-weight:700;color:#fff;background:${primary};border-color:transparent}`,
  '.ts-order-summary__words{display:grid;flex:1 1 auto;min-width:0}',
  '.ts-order-summary__name{font-weight:600;overflow-wrap:anywhere}',
  '.ts-order-summary__detail{color:#4b5563;font-size:14px}',
  '.ts-order-summary__amount{font-weight:600;white-space:nowrap}',
  '.ts-order-summary__totals{margin:16px 0 0;border-top:1px solid #e5e7eb;padding-top:8px}',
  '.ts-order-summary__row{display:flex;justify-content:space-between;gap:12px;padding:6px 0}',
  '.ts-order-summary__row[hidden]{display:none}',
  '.ts-order-summary__row dd{margin:0;white-space:nowrap}',
  '.ts-order-summary__row--coupon{color:#047857}',
  '.ts-order-summary__row--total{font-weight:700;font-size:18px}',
  // A rule between the subtotal and coupon lines and the total, only when they show: the card's own rule above the totals serves otherwise.
  '.ts-order-summary__row:not([hidden])~.ts-order-summary__row--total{margin-top:6px;padding-top:12px;border-top:1px solid #e5e7eb}',
].join('');

export default defineElement<OrderSummaryProps>({
  id: ORDER_ELEMENT_IDS.summary,
  version: '1.0.0',
  label: 'Order summary',
  category: 'order',
  premium: false,
  icon: 'receipt',
  props: orderSummaryProps,
  Render: OrderSummaryRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-order-summary/island',
  islandProps: () => ({}),
  baseCss: CSS,
});
