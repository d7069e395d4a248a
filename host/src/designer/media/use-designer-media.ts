import { useState } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '../../api/response-feedback.ts';
import type { DesignerStore } from '../designer-state.ts';
import { createImagePicker, type ImagePicker } from './image-picker.ts';

/** §8 toasts (the 16:9 refusal of a meta image) last 5 seconds like every other. */
export const notifyError = (message: string) => toast.error(message, { id: `media:${message}`, duration: TOAST_DURATION_MS });

/** The designer's image picker for the website being designed; the image is for the selected element. */
export function useDesignerMedia(landingId: number | null, store: DesignerStore): ImagePicker {
  const [picker] = useState(() => createImagePicker({ landingId, selectedElementId: () => store.getState().selectedId, notify: notifyError }));
  return picker;
}
