import { compileScopedCss, parseScriptTags, type ElementPanelProps } from '@tessera/sdk';
import { useEditorServices } from '@tessera/sdk/editor';
import { useState } from 'react';
import { CodeField } from './CodeField.tsx';
import type { HtmlEditorProps } from './schema.ts';

function HtmlEditorFields({ props, onChange }: Omit<ElementPanelProps<HtmlEditorProps>, 'id'>) {
  // The props arrive sanitised; echoing them into the textarea would rewrite half-typed tags under the cursor.
  const [html, setHtml] = useState(props.html);
  const [css, setCss] = useState(props.customCss);
  const [scripts, setScripts] = useState(props.scripts);
  const check = compileScopedCss(css, '#element');
  const scriptCheck = parseScriptTags(scripts);
  const scriptsAllowed = useEditorServices().planFeatures?.has('html-scripts') ?? false;
  return (
    <>
      <CodeField
        label="HTML"
        value={html}
        rows={14}
        onChange={(next) => {
          setHtml(next);
          onChange({ html: next });
        }}
        hint="Scripts, forms, styles and event handlers are removed; iframes from YouTube, Vimeo and Google Maps are kept."
      />
      <CodeField
        label="Custom CSS for this block"
        value={css}
        rows={8}
        onChange={(next) => {
          setCss(next);
          onChange({ customCss: next });
        }}
        hint='Declarations such as "color: #333;" style the whole block; rules such as "h2 { color: #333 }" style what is inside it. No @-rules, url() or backslashes.'
        error={check.ok ? undefined : check.message}
      />
      <CodeField
        label="Scripts"
        value={scripts}
        rows={6}
        disabled={!scriptsAllowed && scripts === ''}
        onChange={(next) => {
          setScripts(next);
          onChange({ scripts: next });
        }}
        hint={
          scriptsAllowed
            ? 'Paste <script> tags (analytics, chat widgets, JSON-LD). They run on the published page only; src addresses must be https://.'
            : 'Your plan does not include scripts in the HTML Editor. Ask your administrator to enable them.'
        }
        error={scriptCheck.ok ? undefined : scriptCheck.message}
      />
    </>
  );
}

export default function HtmlEditorPanel({ id, props, onChange }: ElementPanelProps<HtmlEditorProps>) {
  return <HtmlEditorFields key={id} props={props} onChange={onChange} />;
}
