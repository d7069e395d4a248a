import { brandVar, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { OrderSummaryRender } from './Render.tsx';
import { orderSummaryProps, type OrderSummaryProps } from './schema.ts';

const CSS = [
  '.ts-order-summary{padding:16px 20px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:#111827}',
  `.ts-order-summary__title{margin:0 0 12px;font-size:18px;font-family:${brandVar('heading-font')}}`,
  '.ts-order-summary__empty{margin:0 0 12px;color:#4b5563}',
  '.ts-order-summary__lines{list-style:none;margin:0;padding:0}',
  '.ts-order-summary__lines li,.ts-order-summary__row{display:flex;justify-content:space-between;gap:12px;padding:6px 0}',
  '.ts-order-summary__totals{margin:8px 0 0;border-top:1px solid #e5e7eb;padding-top:6px}',
  '.ts-order-summary__row[hidden]{display:none}',
  '.ts-order-summary__row dd{margin:0}',
  '.ts-order-summary__row--total{font-weight:700;font-size:18px}',
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
