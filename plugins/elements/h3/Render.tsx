import { inlineRichText, typographyStyle, type ElementRenderProps } from '@tessera/sdk';
import { HEADING_BRAND, type H3Props } from './schema.ts';

/** A sub-section heading: rich text in an <h3>. */
export function H3Render({ props }: ElementRenderProps<H3Props>) {
  return <h3 className="ts-h3" style={{ margin: 0, ...typographyStyle(props, HEADING_BRAND) }} dangerouslySetInnerHTML={{ __html: inlineRichText(props.content) }} />;
}
