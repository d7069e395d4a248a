import { inlineRichText, typographyStyle, type ElementRenderProps } from '@tessera/sdk';
import { HEADING_BRAND, type H2Props } from './schema.ts';

/** A section heading: rich text in an <h2>. */
export function H2Render({ props }: ElementRenderProps<H2Props>) {
  return <h2 className="ts-h2" style={{ margin: 0, ...typographyStyle(props, HEADING_BRAND) }} dangerouslySetInnerHTML={{ __html: inlineRichText(props.content) }} />;
}
