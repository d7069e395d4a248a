import { defineElement, richTextToPlainText } from '@tessera/sdk';
import { brandVar, fieldCss } from '@tessera/sdk';
import { CheckboxRender, CHECKED_VALUE } from './Render.tsx';
import { checkboxProps, type CheckboxProps } from './schema.ts';

const TICK = '.ts-checkbox__box::before{content:"";width:10px;height:5px;border:solid #fff;border-width:0 0 2px 2px;transform:translateY(-1px) rotate(-45deg);opacity:0}';

export default defineElement<CheckboxProps>({
  id: 'checkbox',
  version: '1.0.0',
  label: 'Checkbox',
  category: 'form',
  premium: false,
  icon: 'square-check',
  props: checkboxProps,
  Render: CheckboxRender,
  accessibility: (props) => ({ fields: [{ label: richTextToPlainText(props.label) }] }),
  Panel: () => import('./Panel.tsx'),
  form: { fields: (props) => [{ name: props.name, kind: 'checkbox', required: props.required, checkedValue: CHECKED_VALUE }] },
  richText: { prop: 'label' },
  baseCss:
    fieldCss('ts-checkbox', 'box') +
    '.ts-checkbox__row{display:flex;align-items:flex-start;gap:10px}' +
    '.ts-checkbox__box{appearance:none;-webkit-appearance:none;box-sizing:border-box;flex:0 0 auto;display:grid;place-content:center;width:20px;height:20px;margin:2px 0 0;cursor:pointer}' +
    TICK +
    `.ts-checkbox__box:checked{background:${brandVar('primary', '#2563eb')};border-color:${brandVar('primary', '#2563eb')}}` +
    '.ts-checkbox__box:checked::before{opacity:1}' +
    '.ts-checkbox--blackunderline .ts-checkbox__box{border:2px solid #111827}.ts-checkbox--blackunderline .ts-checkbox__box:checked{background:#111827}' +
    '.ts-checkbox__label{display:inline;margin:0;font-weight:400;line-height:1.5;cursor:pointer}.ts-checkbox__label p{display:inline;margin:0}.ts-checkbox__label a{color:inherit;text-decoration:underline}',
});
