import { brandVar, BUTTON_BASE_CSS, buttonCss, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { CreditCardRender } from './Render.tsx';
import { creditCardProps, type CreditCardProps } from './schema.ts';

const primary = brandVar('primary', '#2563eb');
const fieldRadius = `min(${brandVar('radius', '6px')}, 10px)`;

/**
 * The provider's own payment form layout: labelled boxes, the card number across, expiry and CVC
 * side by side (stacked only where even that is too narrow), each problem under its own field.
 * The boxes around the provider's fields are the page's; their text is styled through the
 * provider's options in the island, as its frames take no CSS from the page.
 */
const CSS = [
  '.ts-credit-card{min-width:0}',
  '.ts-credit-card__form{display:grid;gap:6px}',
  `.ts-credit-card__title{margin:0 0 8px;font-size:18px;font-family:${brandVar('heading-font', 'inherit')}}`,
  '.ts-credit-card__fields{display:grid;gap:14px;margin:0;padding:0;border:0;min-width:0}',
  '.ts-credit-card__fields:disabled{opacity:.6}',
  '.ts-credit-card__cell{display:grid;gap:6px;min-width:0}',
  '.ts-credit-card__card{display:grid;grid-template-columns:1fr 1fr;gap:14px 12px}',
  '.ts-credit-card__cell--number{grid-column:1/-1}',
  '.ts-credit-card__label{display:block;font-weight:500;font-size:14px;color:#374151}',
  `.ts-credit-card__control,.ts-credit-card__slot{box-sizing:border-box;display:block;width:100%;min-height:44px;padding:10px 12px;font:inherit;font-size:16px;border:1px solid #6b7280;border-radius:${fieldRadius};color:#111827;background:#fff;box-shadow:0 1px 1px rgba(0,0,0,.03)}`,
  '.ts-credit-card__slot input{display:block;width:100%;padding:0;margin:0;border:0;outline:0;font:inherit;color:inherit;background:transparent}',
  '.ts-credit-card__slot input::placeholder{color:#6b7280}',
  `.ts-credit-card__control:focus-visible,.ts-credit-card__slot:focus-within,.ts-credit-card__slot.StripeElement--focus{outline:2px solid ${primary};outline-offset:1px;border-color:${primary}}`,
  '.ts-credit-card__control[aria-invalid="true"],.ts-credit-card__slot[data-invalid],.ts-credit-card__slot.StripeElement--invalid{border-color:#dc2626}',
  '.ts-credit-card__error{margin:0;color:#b91c1c;font-size:13px}',
  '.ts-credit-card__fields .ts-button-block{margin-top:4px}',
  '.ts-credit-card__secure{margin:0;color:#4b5563;font-size:13px;text-align:center}',
  '.ts-credit-card__notice{padding:12px 14px;border:1px dashed #d97706;border-radius:8px;background:#fffbeb;color:#92400e}',
  '.ts-credit-card__alert:not(:empty){margin-top:12px;padding:10px 12px;border-radius:6px;background:#fef2f2;color:#991b1b}',
  '.ts-credit-card__status:not(:empty){padding:16px;border-radius:8px;background:#ecfdf5;color:#065f46}',
  '.ts-credit-card__status:focus{outline:none}',
  '.ts-credit-card p[id$="-error"]{margin:4px 0 0;color:#b91c1c;font-size:13px}',
].join('');

export default defineElement<CreditCardProps>({
  id: ORDER_ELEMENT_IDS.card,
  version: '1.0.0',
  label: 'Credit card',
  category: 'order',
  premium: false,
  icon: 'credit-card',
  props: creditCardProps,
  Render: CreditCardRender,
  Panel: () => import('./Panel.tsx'),
  checkout: { pays: (props) => props },
  island: '@tessera/element-credit-card/island',
  // The after-submit settings travel in the form's data attributes; the island needs nothing else.
  islandProps: () => ({}),
  css: (props, scope) => buttonCss(scope, props.button),
  baseCss: BUTTON_BASE_CSS + CSS,
});
