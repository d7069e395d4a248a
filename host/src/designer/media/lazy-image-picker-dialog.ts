import type { ComponentProps } from 'react';
import { codeOnDemand } from '../../ui/code-on-demand.ts';
import type { ImagePickerDialog } from './ImagePickerDialog.tsx';

/** The picker's dialogs (uploads, stock photos, AI images, cropping) load on first use, or while the designer is idle; the designer's first load does not carry them. */
const dialog = codeOnDemand<ComponentProps<typeof ImagePickerDialog>>(() => import('./ImagePickerDialog.tsx').then((module) => ({ default: module.ImagePickerDialog })));

/** Starts loading the dialogs now, so a first click on an image field opens them at once. */
export const preloadImagePickerDialog = dialog.preload;

/** The dialog to mount for an open picker (see `CodeOnDemand.component`). */
export const imagePickerDialog = dialog.component;
