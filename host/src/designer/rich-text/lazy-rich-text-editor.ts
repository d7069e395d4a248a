import { lazy } from 'react';

/** Lexical and the toolbar load only when an element's text is first edited; the designer's first load does not carry them. */
export const LazyRichTextEditor = lazy(() => import('./RichTextEditor.tsx'));
