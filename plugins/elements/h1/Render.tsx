import { inlineRichText, typographyStyle, type ElementRenderProps } from '@tessera/sdk';
import { HEADING_BRAND, type H1Props } from './schema.ts';

/** The page's main heading: rich text in an <h1>. */
export function H1Render({ props }: ElementRenderProps<H1Props>) {
  return <h1 className="ts-h1" style={{ margin: 0, ...typographyStyle(props, HEADING_BRAND) }} dangerouslySetInnerHTML={{ __html: inlineRichText(props.content) }} />;
}
