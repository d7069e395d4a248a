/** What the designer's image picker loads on its first use (see use-image-picker-on-demand.tsx). */
export { createImagePicker } from './image-picker.ts';
export { ImagePickerHost } from './ImagePickerHost.tsx';
