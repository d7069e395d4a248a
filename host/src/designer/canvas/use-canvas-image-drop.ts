import type { ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { useFileDrop, type FileDrop } from '@tessera/sdk/editor';
import { useDesignerStore } from '../designer-context.tsx';
import { resolveElementProps } from '../element-nodes.ts';
import { nodeIndex } from '../node-index.ts';
import { useCanvasImageUploads } from './canvas-image-uploads.ts';

/** The drop-target words an element shows while image files are dragged over it. */
export const dropMessage = (max: number) => (max === 1 ? 'Drop the image to use it here' : max > 0 ? 'Drop images to add them' : 'No room for more images');

/**
 * Files dragged from the desktop onto an element whose plugin takes them (SDK `imageDrop`):
 * uploaded through the designer (progress in its uploads tray), then the plugin's patch for
 * the images that arrived applied to the element as it is by then, as one undoable edit.
 */
export function useCanvasImageDrop(id: string, definition: AnyElementDefinition | undefined): (FileDrop & { max: number }) | null {
  const store = useDesignerStore();
  const uploadImages = useCanvasImageUploads();
  const imageDrop = definition?.imageDrop;
  const current = () => {
    const node = nodeIndex(store.getState().document).get(id) as ElementNode | undefined;
    const resolved = node && definition ? resolveElementProps(definition, node) : null;
    return resolved?.ok ? resolved.props : null;
  };
  const maxFor = (props: Record<string, unknown> | null) => (!imageDrop || !props ? 0 : typeof imageDrop.max === 'function' ? imageDrop.max(props) : imageDrop.max);
  const drop = useFileDrop(
    (files) => {
      const max = maxFor(current());
      if (!imageDrop || !uploadImages || max <= 0) return;
      store.getState().select(id);
      void uploadImages(files, { elementId: id, valueKey: definition.label, max }).then((images) => {
        const props = current();
        if (images.length > 0 && props) store.getState().updateElementProps(id, imageDrop.apply(props, images));
      });
    },
    Boolean(imageDrop && uploadImages),
  );
  if (!imageDrop || !uploadImages) return null;
  return { ...drop, max: drop.active ? maxFor(current()) : 0 };
}
