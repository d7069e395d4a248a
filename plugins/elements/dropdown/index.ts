import { defineElement, richTextToPlainText } from '@tessera/sdk';
import { fieldCss } from '@tessera/sdk';
import { DropdownRender } from './Render.tsx';
import { dropdownProps, type DropdownProps } from './schema.ts';

export default defineElement<DropdownProps>({
  id: 'dropdown',
  version: '1.0.0',
  label: 'Dropdown',
  category: 'form',
  premium: false,
  icon: 'chevron-down',
  props: dropdownProps,
  Render: DropdownRender,
  accessibility: (props) => ({ fields: [{ label: richTextToPlainText(props.label) }] }),
  Panel: () => import('./Panel.tsx'),
  form: { fields: (props) => [{ name: props.name, kind: 'select', required: props.required, options: props.options.map((option) => option.value) }] },
  baseCss:
    fieldCss('ts-dropdown') +
    '.ts-dropdown__wrap{position:relative}.ts-dropdown--auto .ts-dropdown__wrap{width:20em;max-width:100%}' +
    '.ts-dropdown__wrap::after{content:"";position:absolute;right:16px;top:50%;width:7px;height:7px;border:solid currentColor;border-width:0 2px 2px 0;transform:translateY(-70%) rotate(45deg);pointer-events:none}' +
    '.ts-dropdown--borderwhite .ts-dropdown__wrap{color:#fff}' +
    '.ts-dropdown__control{appearance:none;-webkit-appearance:none;box-sizing:border-box;display:block;width:100%;padding:10px 40px 10px 12px;font:inherit;font-size:16px;line-height:1.4;color:#111827;cursor:pointer}' +
    '.ts-dropdown__control option{color:#111827;background:#fff}',
});
