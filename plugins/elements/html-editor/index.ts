import { compileScopedCss, defineElement } from '@tessera/sdk';
import { HtmlEditorRender } from './Render.tsx';
import { htmlEditorProps, type HtmlEditorProps } from './schema.ts';

export default defineElement<HtmlEditorProps>({
  id: 'html-editor',
  version: '1.1.0',
  label: 'HTML Editor',
  category: 'misc',
  premium: false,
  icon: 'code',
  props: htmlEditorProps,
  planFeatures: (props) => (props.scripts ? ['html-scripts'] : []),
  Render: HtmlEditorRender,
  Panel: () => import('./Panel.tsx'),
  css: (props, scope) => {
    // The schema already refused bad CSS; checking again costs little and keeps unparsed props harmless.
    const result = compileScopedCss(props.customCss, `${scope} .ts-html-editor`);
    return result.ok ? result.css : '';
  },
});
