import type { ElementRenderProps } from '@tessera/sdk';
import type { HtmlEditorProps } from './schema.ts';

export function HtmlEditorRender({ props }: ElementRenderProps<HtmlEditorProps>) {
  return <div className="ts-html-editor" dangerouslySetInnerHTML={{ __html: props.html }} />;
}
