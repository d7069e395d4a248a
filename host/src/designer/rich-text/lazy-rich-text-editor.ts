import { codeOnDemand } from '../../ui/code-on-demand.ts';

/** Lexical and the toolbar load only when an element's text is first edited (or while the designer is idle); the designer's first load does not carry them. */
const editor = codeOnDemand(() => import('./RichTextEditor.tsx'));

/** Starts loading the editor now, so a first click on a text element edits it at once. */
export const preloadRichTextEditor = editor.preload;

/** The editor to mount for a text being edited (see `CodeOnDemand.component`). */
export const richTextEditor = editor.component;
