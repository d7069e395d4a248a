import { createContext, useContext, type ReactNode } from 'react';

/** What the designer offers panels beyond their own props: the site's pages, and the image picker. */
export interface EditorServices {
  /** Pages of the website being edited, for link pickers. */
  pages: readonly { id: number; name: string }[];
  /** Opens the designer's image picker (upload, stock photos, AI); resolves to null when cancelled. */
  pickImage?: (options: { purpose: 'image' | 'logo' | 'favicon' | 'meta' }) => Promise<{ url: string; width: number; height: number } | null>;
}

const EditorContext = createContext<EditorServices>({ pages: [] });

export function EditorServicesProvider({ value, children }: { value: EditorServices; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditorServices(): EditorServices {
  return useContext(EditorContext);
}
