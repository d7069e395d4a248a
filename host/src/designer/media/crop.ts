import { CROP_OUTPUT_TYPE, cropOutputSize, type ImagePurpose } from '@tessera/core';

/** A crop of an image, in the image's own pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest crop, as a share of the largest one that fits. */
export const MIN_CROP_SCALE = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest crop of `aspect` (width / height) that fits the image, scaled by `scale` and centred on (cx, cy). */
export function cropAt(imageWidth: number, imageHeight: number, aspect: number, scale = 1, centre?: { x: number; y: number }): CropRect {
  const fullWidth = imageWidth / imageHeight > aspect ? imageHeight * aspect : imageWidth;
  const width = fullWidth * clamp(scale, MIN_CROP_SCALE, 1);
  const height = width / aspect;
  const cx = centre?.x ?? imageWidth / 2;
  const cy = centre?.y ?? imageHeight / 2;
  return { x: clamp(cx - width / 2, 0, imageWidth - width), y: clamp(cy - height / 2, 0, imageHeight - height), width, height };
}

/** The crop moved by (dx, dy) image pixels, kept inside the image. */
export function moveCrop(crop: CropRect, dx: number, dy: number, imageWidth: number, imageHeight: number): CropRect {
  return { ...crop, x: clamp(crop.x + dx, 0, imageWidth - crop.width), y: clamp(crop.y + dy, 0, imageHeight - crop.height) };
}

/** The crop at another size (a share of the largest), around its own centre. */
export function scaleCrop(crop: CropRect, scale: number, imageWidth: number, imageHeight: number, aspect: number): CropRect {
  return cropAt(imageWidth, imageHeight, aspect, scale, { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 });
}

/**
 * Draws the crop at the size §9 asks for (a favicon 256×256, anything else within 1200×1800)
 * and encodes it as WebP in the browser; the result is what gets uploaded.
 */
export function renderCrop(source: CanvasImageSource, crop: CropRect, purpose: ImagePurpose): Promise<Blob> {
  const size = cropOutputSize(purpose, crop.width, crop.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw images.'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be made.'))), CROP_OUTPUT_TYPE, 0.9);
  });
}

/** The natural size of an image file, read by the browser. */
export function measureImage(url: string): Promise<{ width: number; height: number; image: HTMLImageElement }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight, image });
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = url;
  });
}
