import { imageOptionOf, type PickedImage } from '@tessera/sdk';
import { MAX_IMAGES, type GalleryImage } from './schema.ts';

/** How many more images the gallery takes. */
export const roomFor = (images: readonly GalleryImage[]) => Math.max(0, MAX_IMAGES - images.length);

/** The gallery's images with the picked ones after them, as many as it has room for. */
export function withPicked(images: readonly GalleryImage[], picked: readonly PickedImage[]): GalleryImage[] {
  return [...images, ...picked.slice(0, roomFor(images)).map((image) => ({ image: imageOptionOf(image), caption: '' }))];
}
