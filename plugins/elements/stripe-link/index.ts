import { BUTTON_BASE_CSS, buttonCss, defineElement, ORDER_ELEMENT_IDS } from '@tessera/sdk';
import { StripeLinkRender } from './Render.tsx';
import { stripeLinkProps, type StripeLinkProps } from './schema.ts';

export default defineElement<StripeLinkProps>({
  id: ORDER_ELEMENT_IDS.link,
  version: '1.0.0',
  label: 'Stripe link',
  category: 'order',
  premium: false,
  icon: 'link',
  props: stripeLinkProps,
  Render: StripeLinkRender,
  Panel: () => import('./Panel.tsx'),
  css: (props, scope) => buttonCss(scope, props.button),
  baseCss: `${BUTTON_BASE_CSS}.ts-stripe-link__note{padding:16px;border:1px dashed #d97706;border-radius:8px;background:#fffbeb;color:#92400e}`,
});
