import { useSite, type ElementRenderProps } from '@tessera/sdk';
import type { HtmlEditorProps } from './schema.ts';

export function HtmlEditorRender({ props, mode }: ElementRenderProps<HtmlEditorProps>) {
  const site = useSite();
  const runScripts = mode === 'published' && props.scripts !== '' && (site.planFeatures?.has('html-scripts') ?? false);
  return (
    <>
      <div className="ts-html-editor" dangerouslySetInnerHTML={{ __html: props.html }} />
      {runScripts ? <div hidden dangerouslySetInnerHTML={{ __html: props.scripts }} /> : null}
      {mode === 'canvas' && props.scripts !== '' ? <p className="ts-html-editor__scripts-note">Scripts run on the published page only.</p> : null}
    </>
  );
}
