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
  const { planFeatures, uploadInlineImage } = useEditorServices();
  const scriptsAllowed = planFeatures?.has('html-scripts') ?? false;
  const setMarkup = (next: string) => {
    setHtml(next);
    onChange({ html: next });
  };
  return (
    <>
      <CodeField
        label="HTML"
        value={html}
        rows={14}
        onChange={setMarkup}
        hint="Scripts, forms, styles and event handlers are removed; iframes from YouTube, Vimeo and Google Maps are kept."
      />
      {uploadInlineImage ? <InlineImageUpload upload={uploadInlineImage} onUploaded={(tag) => setMarkup(`${html}${html.endsWith('\n') || html === '' ? '' : '\n'}${tag}`)} /> : null}
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

/** Uploads an image and adds its tag at the end of the HTML, where it can be moved. */
function InlineImageUpload({ upload, onUploaded }: { upload: (file: File) => Promise<{ url: string; width: number; height: number }>; onUploaded: (tag: string) => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  return (
    <div className="ts-field">
      <label className="ts-field__label">
        Add an image to the HTML
        <input
          type="file"
          accept="image/*"
          disabled={state.busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setState({ busy: true });
            try {
              const image = await upload(file);
              onUploaded(`<img src="${image.url}" alt="" width="${image.width}" height="${image.height}">`);
              setState({ busy: false });
            } catch (error) {
              setState({ busy: false, error: error instanceof Error ? error.message : 'Upload failed.' });
            }
          }}
        />
      </label>
      {state.busy ? <p className="ts-field__hint">Uploading…</p> : null}
      {state.error ? (
        <p className="ts-field__error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

export default function HtmlEditorPanel({ id, props, onChange }: ElementPanelProps<HtmlEditorProps>) {
  return <HtmlEditorFields key={id} props={props} onChange={onChange} />;
}
