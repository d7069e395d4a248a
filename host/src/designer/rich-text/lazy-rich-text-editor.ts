import { lazy } from 'react';

const importEditor = () => import('./RichTextEditor.tsx');
type EditorModule = Awaited<ReturnType<typeof importEditor>>;

let load: Promise<EditorModule> | undefined;
let loaded: EditorModule['default'] | undefined;
const loadEditor = () =>
  (load ??= importEditor().then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      // Forgotten, so the next edit tries again.
      load = undefined;
      throw error;
    },
  ));

/** Lexical and the toolbar load only when an element's text is first edited; the designer's first load does not carry them. */
const LazyRichTextEditor = lazy(loadEditor);

/**
 * The editor to mount for a text being edited: the component itself once loaded (a lazy one would
 * suspend once more, and React holds back what a Suspense boundary reveals for up to 300 ms), else
 * the lazy one.
 */
export const richTextEditor = (): EditorModule['default'] | typeof LazyRichTextEditor => loaded ?? LazyRichTextEditor;

/** Starts loading the editor now (while the designer is idle), so a first click on a text element edits it at once. */
export function preloadRichTextEditor(): void {
  loadEditor().catch(() => {});
}
