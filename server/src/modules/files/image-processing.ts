import type { Sharp } from 'sharp';
import { loadSharp } from '../../services/load-sharp.ts';

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Uploaded images larger than this are refused by sharp before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

function encoder(image: Sharp, ext: string): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'avif':
      return image.avif();
    default:
      return image.webp({ quality: 85 });
  }
}

/** How an image is scaled down (never up): to a width, or to fit inside a box keeping its proportions. */
export interface ImageResize {
  maxWidth?: number;
  fit?: { width: number; height: number };
}

/**
 * Decodes and encodes the image again in its own format: EXIF and every other metadata is
 * dropped (camera, location), the orientation is applied to the pixels, and anything hidden
 * after the image data is gone. With `maxWidth` or `fit` it is scaled down.
 */
export async function reencodeImage(bytes: Buffer, ext: string, options: ImageResize & { rotate?: number } = {}): Promise<ProcessedImage> {
  // Without an angle, rotate() applies the EXIF orientation; stored images have none left, so a turn is exact.
  const sharp = await loadSharp();
  let image = sharp(bytes, { animated: ext === 'gif' || ext === 'webp', limitInputPixels: MAX_INPUT_PIXELS }).rotate(options.rotate);
  if (options.maxWidth) image = image.resize({ width: options.maxWidth, withoutEnlargement: true });
  if (options.fit) image = image.resize({ ...options.fit, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await encoder(image, ext).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}
