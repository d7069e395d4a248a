import { brandVar, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { OrderSelectRender } from './Render.tsx';
import { orderSelectProps, type OrderSelectProps } from './schema.ts';

const CSS = [
  '.ts-order-select{margin:0;padding:0;border:0;display:grid;gap:10px}',
  `.ts-order-select__title{padding:0;margin-bottom:8px;font-weight:600;font-size:18px;font-family:${brandVar('heading-font')}}`,
  '.ts-order-select__item{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:12px 14px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:#111827}',
  '.ts-order-select__choice{display:flex;align-items:center;gap:10px;flex:1 1 auto;cursor:pointer}',
  `.ts-order-select__input{width:18px;height:18px;margin:0;accent-color:${brandVar('primary', '#2563eb')}}`,
  '.ts-order-select__name{font-weight:500}',
  '.ts-order-select__price{margin-left:auto;white-space:nowrap}',
  '.ts-order-select__description{flex-basis:100%;margin:0;color:#4b5563;font-size:14px}',
  '.ts-order-select__quantity{width:72px;padding:6px 8px;font:inherit;border:1px solid #9ca3af;border-radius:6px}',
  '.ts-order-select__note{padding:16px;border:1px dashed #d97706;border-radius:8px;background:#fffbeb;color:#92400e}',
].join('');

export default defineElement<OrderSelectProps>({
  id: ORDER_ELEMENT_IDS.select,
  version: '1.0.0',
  label: 'Order select',
  category: 'order',
  premium: false,
  icon: 'shopping-cart',
  props: orderSelectProps,
  Render: OrderSelectRender,
  Panel: () => import('./Panel.tsx'),
  checkout: { offers: (props) => props.productIds },
  island: '@tessera/element-order-select/island',
  islandProps: () => ({}),
  baseCss: CSS,
});
