import { defineElement } from '@tessera/sdk';
import { FAQ_BASE_CSS, FaqRender } from './Render.tsx';
import { faqProps, type FaqIslandProps, type FaqProps } from './schema.ts';

export default defineElement<FaqProps>({
  id: 'faq',
  version: '1.0.0',
  label: 'FAQ',
  category: 'text',
  premium: false,
  icon: 'circle-help',
  props: faqProps,
  Render: FaqRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-faq/island',
  islandProps: ({ allowMultiple }): FaqIslandProps => ({ allowMultiple }),
  baseCss: FAQ_BASE_CSS,
  editableTexts: [
    { path: 'items.*.question', format: 'plain' },
    { path: 'items.*.answer', format: 'rich' },
  ],
});
