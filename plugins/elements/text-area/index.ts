import { defineElement, richTextToPlainText } from '@tessera/sdk';
import { fieldCss } from '@tessera/sdk';
import { TextAreaRender } from './Render.tsx';
import { textAreaProps, type TextAreaProps } from './schema.ts';

export default defineElement<TextAreaProps>({
  id: 'text-area',
  version: '1.0.0',
  label: 'Text Area',
  category: 'form',
  premium: false,
  icon: 'letter-text',
  props: textAreaProps,
  Render: TextAreaRender,
  accessibility: (props) => ({ fields: [{ label: richTextToPlainText(props.label) }] }),
  Panel: () => import('./Panel.tsx'),
  form: { fields: (props) => [{ name: props.name, kind: 'textarea', required: props.required, maxLength: props.maxLength ?? undefined }] },
  baseCss:
    fieldCss('ts-text-area') +
    '.ts-text-area__control{box-sizing:border-box;display:block;width:100%;padding:10px 12px;font:inherit;font-size:16px;line-height:1.5;color:#111827;resize:vertical}.ts-text-area--auto .ts-text-area__control{width:30em;max-width:100%}',
});
