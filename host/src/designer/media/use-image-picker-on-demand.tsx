import type { EditorServices } from '@tessera/sdk/editor';
import { useMemo, useState, type ReactNode } from 'react';
import { onDemand } from '../../ui/code-on-demand.ts';
import type { ImagePicker } from './image-picker.ts';
import { notifyError } from './notify-error.ts';

type PickerServices = Required<Pick<EditorServices, 'pickImage' | 'pickImages' | 'uploadImages'>>;

const pickerCode = onDemand(() => import('./designer-image-picker.ts'));

/** Starts loading the picker's code now (while the designer is idle), so a first image field or drop does not wait for it. */
export const preloadImagePicker = () => void pickerCode.get().catch(() => {});

/**
 * The designer's image picker for one website, whose code (uploads, their queue and tray, the
 * dialogs' host) loads on its first use or while the designer is idle: the canvas shows without
 * it. `services` are the editor services' image calls and the canvas's drop of files; `host` is
 * what the picker shows, once it has loaded.
 */
export function useImagePickerOnDemand(landingId: number | null, selectedElementId: () => string | null): { services: PickerServices; host: ReactNode } {
  const [shown, setShown] = useState<ImagePicker | null>(null);
  const [picker] = useState(() =>
    onDemand(() =>
      pickerCode.get().then((code) => {
        const made = code.createImagePicker({ landingId, selectedElementId, notify: notifyError });
        setShown(made);
        return made;
      }),
    ),
  );
  const services = useMemo<PickerServices>(
    () => ({
      pickImage: (options) => picker.get().then((made) => made.pickImage(options)),
      pickImages: (options) => picker.get().then((made) => made.pickImages(options)),
      uploadImages: (files, options) => picker.get().then((made) => made.uploadImages(files, options)),
    }),
    [picker],
  );
  const code = pickerCode.loaded();
  return { services, host: shown && code ? <code.ImagePickerHost picker={shown} notify={notifyError} /> : null };
}
