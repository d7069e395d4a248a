import sharp, { type Sharp } from 'sharp';

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

/**
 * Decodes and encodes the image again in its own format: EXIF and every other metadata is
 * dropped (camera, location), the orientation is applied to the pixels, and anything hidden
 * after the image data is gone. With `maxWidth` it is scaled down to fit.
 */
export async function reencodeImage(bytes: Buffer, ext: string, options: { maxWidth?: number; rotate?: number } = {}): Promise<ProcessedImage> {
  // Without an angle, rotate() applies the EXIF orientation; stored images have none left, so a turn is exact.
  let image = sharp(bytes, { animated: ext === 'gif' || ext === 'webp', limitInputPixels: MAX_INPUT_PIXELS }).rotate(options.rotate);
  if (options.maxWidth) image = image.resize({ width: options.maxWidth, withoutEnlargement: true });
  const { data, info } = await encoder(image, ext).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}
