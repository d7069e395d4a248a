import { useState } from 'react';
import { createImagePicker, type ImagePicker } from './image-picker.ts';
import { notifyError } from './notify-error.ts';

const noElement = () => null;

/**
 * An image picker for one website (the designer's, or its settings screen's): images join that
 * website's files; `selectedElementId` names the element an image is for, if any.
 */
export function useImagePicker(landingId: number | null, selectedElementId: () => string | null = noElement): ImagePicker {
  const [picker] = useState(() => createImagePicker({ landingId, selectedElementId, notify: notifyError }));
  return picker;
}
