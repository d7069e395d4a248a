import { EditorServicesProvider, type EditorServices } from '@tessera/sdk/editor';
import type { ReactNode } from 'react';
import { useDesignerEditorServices } from './use-designer-editor-services.ts';

interface DesignerEditorServicesProps {
  landingId: number | null;
  picker: Pick<EditorServices, 'pickImage' | 'pickImages' | 'uploadImages'>;
  children: ReactNode;
}

/**
 * Gives plugin panels what they may ask the designer for. A component of its own: the website's
 * pages, forms, menus, products and editor data arrive after the canvas shows, and each answer,
 * like the designer's idle ask for all of them, re-rendered the whole designer screen from its
 * top (one task of 55 ms on a page of 2,000 elements in the designer bench's trace). Now this
 * re-renders, and the panels that read the services.
 */
export function DesignerEditorServices({ landingId, picker, children }: DesignerEditorServicesProps) {
  return <EditorServicesProvider value={useDesignerEditorServices(landingId, picker)}>{children}</EditorServicesProvider>;
}
