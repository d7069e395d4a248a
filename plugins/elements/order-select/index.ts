import { brandVar, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { OrderSelectRender } from './Render.tsx';
import { orderSelectProps, type OrderSelectProps } from './schema.ts';

const primary = brandVar('primary', '#2563eb');
const text = brandVar('text', '#111827');
const muted = brandVar('muted', '#4b5563');
// A pill-shaped button kit would round a card into a capsule: cards take at most a gentle curve of it.
const radius = `min(${brandVar('radius', '8px')}, 14px)`;

/**
 * Product cards in the manner of hosted checkouts: a grid of cards (picture, name, price) that
 * become rows with a small picture where the element is narrow (a phone), the chosen card
 * outlined in the brand's primary colour. The native radio or checkbox stays, so arrow keys,
 * Space and screen readers work as they do on any form.
 */
const CSS = [
  '.ts-order-select{margin:0;padding:0;border:0;min-width:0}',
  `.ts-order-select__title{padding:0;margin-bottom:12px;font-weight:600;font-size:18px;font-family:${brandVar('heading-font', 'inherit')};color:${text}}`,
  '.ts-order-select__cards{container-type:inline-size;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(min(100%,200px),1fr))}',
  `.ts-order-select__card{position:relative;display:flex;flex-direction:column;border:1px solid #d1d5db;border-radius:${radius};background:#fff;color:#111827;overflow:hidden;transition:border-color .15s,box-shadow .15s}`,
  '.ts-order-select__card:hover{border-color:#9ca3af}',
  `.ts-order-select__card:has(.ts-order-select__input:checked){border-color:${primary};box-shadow:0 0 0 1px ${primary},0 4px 14px rgba(17,24,39,.08)}`,
  `.ts-order-select__card:has(.ts-order-select__input:focus-visible){outline:2px solid ${primary};outline-offset:2px}`,
  '.ts-order-select__choice{display:flex;flex-direction:column;flex:1 1 auto;cursor:pointer}',
  '.ts-order-select__image{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#f3f4f6}',
  `.ts-order-select__image--none{display:grid;place-items:center;font-size:32px;font-weight:700;color:#fff;background:${primary}}`,
  '.ts-order-select__body{display:grid;gap:4px;padding:12px 14px 14px}',
  '.ts-order-select__name{font-weight:600;font-size:16px;padding-right:28px;overflow-wrap:anywhere}',
  `.ts-order-select__description{color:${muted};font-size:14px;overflow-wrap:anywhere}`,
  '.ts-order-select__price{margin-top:4px}',
  '.ts-order-select__amount{font-weight:700;font-size:18px}',
  `.ts-order-select__cadence{color:${muted};font-size:14px}`,
  `.ts-order-select__input{position:absolute;top:12px;right:12px;width:20px;height:20px;margin:0;accent-color:${primary};cursor:pointer}`,
  '.ts-order-select__quantity-row{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:0 14px 14px;font-size:14px}',
  `.ts-order-select__quantity{width:72px;padding:6px 8px;font:inherit;border:1px solid #9ca3af;border-radius:6px;background:#fff;color:#111827}`,
  // Rows where the element is narrow: a picture beside the words keeps several products on a phone's screen.
  '@container (max-width:420px){.ts-order-select__choice{flex-direction:row;align-items:center}.ts-order-select__image{width:72px;height:72px;aspect-ratio:auto;flex:none;margin:12px 0 12px 12px;border-radius:8px}.ts-order-select__image--none{font-size:24px}.ts-order-select__body{padding:12px 44px 12px 12px;min-width:0}.ts-order-select__name{padding-right:0}.ts-order-select__input{top:50%;margin-top:-10px}.ts-order-select__quantity-row{padding-left:96px}}',
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
