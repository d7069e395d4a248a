import { defineElement, richTextToPlainText } from '@tessera/sdk';
import { fieldCss } from '@tessera/sdk';
import { inputField } from './form-field.ts';
import { InputRender } from './Render.tsx';
import { inputProps, type InputProps } from './schema.ts';

export default defineElement<InputProps>({
  id: 'input',
  version: '1.0.0',
  label: 'Input',
  category: 'form',
  premium: false,
  icon: 'text-cursor-input',
  props: inputProps,
  Render: InputRender,
  accessibility: (props) => ({ fields: [{ label: richTextToPlainText(props.label) }] }),
  Panel: () => import('./Panel.tsx'),
  form: { fields: (props) => [inputField(props)] },
  baseCss:
    fieldCss('ts-input') +
    '.ts-input__control{box-sizing:border-box;display:block;width:100%;padding:10px 12px;font:inherit;font-size:16px;line-height:1.4;color:#111827}.ts-input--auto .ts-input__control{width:20em;max-width:100%}',
});
