import { compileScopedCss, type ElementPanelProps } from '@tessera/sdk';
import { useState } from 'react';
import { CodeField } from './CodeField.tsx';
import type { HtmlEditorProps } from './schema.ts';

function HtmlEditorFields({ props, onChange }: Omit<ElementPanelProps<HtmlEditorProps>, 'id'>) {
  // The props arrive sanitised; echoing them into the textarea would rewrite half-typed tags under the cursor.
  const [html, setHtml] = useState(props.html);
  const [css, setCss] = useState(props.customCss);
  const check = compileScopedCss(css, '#element');
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
    </>
  );
}

export default function HtmlEditorPanel({ id, props, onChange }: ElementPanelProps<HtmlEditorProps>) {
  return <HtmlEditorFields key={id} props={props} onChange={onChange} />;
}
