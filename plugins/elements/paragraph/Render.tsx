import { typographyStyle, type ElementRenderProps } from '@tessera/sdk';
import { PARAGRAPH_BRAND, type ParagraphProps } from './schema.ts';

/** Body text: rich text paragraphs in a <div>. */
export function ParagraphRender({ props }: ElementRenderProps<ParagraphProps>) {
  return <div className="ts-paragraph" style={{ margin: 0, ...typographyStyle(props, PARAGRAPH_BRAND) }} dangerouslySetInnerHTML={{ __html: props.content }} />;
}
