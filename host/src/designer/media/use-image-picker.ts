import { useState } from 'react';
import { toast, TOAST_DURATION_MS } from '../../ui/toasts.tsx';
import { createImagePicker, type ImagePicker } from './image-picker.ts';

/** §8 toasts (the 16:9 refusal of a meta image) last 5 seconds like every other. */
export const notifyError = (message: string) => toast.error(message, { id: `media:${message}`, duration: TOAST_DURATION_MS });

const noElement = () => null;

/**
 * An image picker for one website (the designer's, or its settings screen's): images join that
 * website's files; `selectedElementId` names the element an image is for, if any.
 */
export function useImagePicker(landingId: number | null, selectedElementId: () => string | null = noElement): ImagePicker {
  const [picker] = useState(() => createImagePicker({ landingId, selectedElementId, notify: notifyError }));
  return picker;
}
