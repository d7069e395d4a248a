import { inlineRichText, typographyStyle, type ElementRenderProps } from '@tessera/sdk';
import { SUB_HEADLINE_BRAND, type SubHeadlineProps } from './schema.ts';

/** A lead under a headline: rich text in a <p>. */
export function SubHeadlineRender({ props }: ElementRenderProps<SubHeadlineProps>) {
  return <p className="ts-sub-headline" style={{ margin: 0, ...typographyStyle(props, SUB_HEADLINE_BRAND) }} dangerouslySetInnerHTML={{ __html: inlineRichText(props.content) }} />;
}
