import { afterSubmitRedirect, BUTTON_BASE_CSS, buttonAccessibility, buttonCss, defineElement, honeypotCss } from '@tessera/sdk';
import type { ButtonIslandProps } from './island.ts';
import { ButtonRender } from './Render.tsx';
import { buttonProps, type ButtonProps } from './schema.ts';

const SUBMIT_CSS =
  honeypotCss('ts-button') +
  '.ts-button__alert:not(:empty){margin-top:12px;padding:10px 12px;border-radius:6px;background:#fef2f2;color:#991b1b}' +
  '.ts-button__status:not(:empty){padding:16px;border-radius:8px;background:#ecfdf5;color:#065f46}.ts-button__status:focus{outline:none}';

export default defineElement<ButtonProps>({
  id: 'button',
  version: '1.0.0',
  label: 'Button',
  category: 'form',
  premium: false,
  icon: 'rectangle-horizontal',
  props: buttonProps,
  Render: ButtonRender,
  inlineText: { path: 'button.Text' },
  accessibility: (props) => buttonAccessibility(props.button, props.action === 'submit' ? 'button' : undefined),
  Panel: () => import('./Panel.tsx'),
  form: {
    sends: (props, site) => (props.action === 'submit' ? { fields: 'section', successMessage: props.successMessage, redirect: afterSubmitRedirect(props, site) } : null),
  },
  island: '@tessera/element-button/island',
  // Only "Submit form" buttons run a script; a link button is plain HTML.
  islandProps: (props): (ButtonIslandProps & Record<string, unknown>) | null => (props.action === 'submit' ? { successMessage: props.successMessage } : null),
  css: (props, scope) => buttonCss(scope, props.button),
  baseCss: BUTTON_BASE_CSS + SUBMIT_CSS,
});
