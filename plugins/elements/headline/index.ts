import { colorOrBrand, defineElement, headingLevel } from '@tessera/sdk';
import { HeadlineRender } from './Render.tsx';
import { headlineProps, type HeadlineProps } from './schema.ts';

export default defineElement<HeadlineProps>({
  id: 'headline',
  version: '1.0.0',
  label: 'Headline',
  category: 'text',
  premium: false,
  icon: 'heading',
  props: headlineProps,
  Render: HeadlineRender,
  inlineText: { path: 'text' },
  // A heading tag draws bold unless told otherwise, and this element does not tell it.
  accessibility: (props) => ({ headings: [{ level: headingLevel(props.tag), text: props.text }], texts: [{ text: props.text, color: colorOrBrand(props.color, 'text', '#1f2937'), size: props.fontSize, bold: true }] }),
  Panel: () => import('./Panel.tsx'),
});
