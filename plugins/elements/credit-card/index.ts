import { BUTTON_BASE_CSS, brandVar, buttonCss, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { CreditCardRender } from './Render.tsx';
import { creditCardProps, type CreditCardProps } from './schema.ts';

const CSS = [
  '.ts-credit-card__form{display:grid;gap:6px}',
  `.ts-credit-card__title{margin:0 0 8px;font-size:18px;font-family:${brandVar('heading-font')}}`,
  '.ts-credit-card__fields{display:grid;gap:6px;margin:0;padding:0;border:0;min-width:0}',
  '.ts-credit-card__fields:disabled{opacity:.6}',
  '.ts-credit-card__label{display:block;margin-top:8px;font-weight:500}',
  '.ts-credit-card__control,.ts-credit-card__card input{box-sizing:border-box;display:block;width:100%;padding:10px 12px;font:inherit;font-size:16px;border:1px solid #6b7280;border-radius:6px;color:#111827;background:#fff}',
  '.ts-credit-card__card{min-height:44px}',
  `.ts-credit-card__control:focus-visible,.ts-credit-card__card input:focus-visible{outline:2px solid ${brandVar('primary', '#2563eb')};outline-offset:2px}`,
  '.ts-credit-card__control[aria-invalid="true"]{border-color:#dc2626}',
  '.ts-credit-card__fields .ts-button-block{margin-top:16px}',
  '.ts-credit-card__notice{padding:12px 14px;border:1px dashed #d97706;border-radius:8px;background:#fffbeb;color:#92400e}',
  '.ts-credit-card__alert:not(:empty){margin-top:12px;padding:10px 12px;border-radius:6px;background:#fef2f2;color:#991b1b}',
  '.ts-credit-card__status:not(:empty){padding:16px;border-radius:8px;background:#ecfdf5;color:#065f46}',
  '.ts-credit-card__status:focus{outline:none}',
  '.ts-credit-card p[id$="-error"]{margin:4px 0 0;color:#dc2626;font-size:13px}',
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
