import type { EditorServices } from '@tessera/sdk/editor';
import { createContext, useContext } from 'react';

type UploadImages = NonNullable<EditorServices['uploadImages']>;

/**
 * The designer's upload of dropped files, for the canvas's elements. Apart from the editor
 * services, which change as the site's pages or the popups load: a canvas element reads only
 * this, which stays the same, so it still re-renders only when its own node changes.
 */
export const CanvasImageUploads = createContext<UploadImages | null>(null);

export const useCanvasImageUploads = () => useContext(CanvasImageUploads);
