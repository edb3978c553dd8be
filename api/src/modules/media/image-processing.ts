/**
 * Everything the media library does to pixels, with sharp (libvips): uploaded images are
 * decoded and encoded anew, so only pixels survive (no metadata, no trailing bytes, no
 * script of a polyglot file); variants and previews are scaled-down copies.
 */
import { MAX_IMAGE_PIXELS } from '@bestellwerk/domain';
import sharp, { type Sharp } from 'sharp';

/** An image as the library stores it. */
export interface EncodedImage {
  data: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  mimeType: string;
  width: number;
  height: number;
}

/**
 * The stored format per uploaded kind: JPEG, PNG and WebP keep theirs; a GIF becomes a PNG of
 * its first frame (lossless for its palette; animations are not kept).
 */
const OUTPUT: Record<string, EncodedImage['extension']> = {
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'png',
};

const MIME_TYPES: Record<EncodedImage['extension'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Decoding refuses anything broken or above the pixel limit; only the first frame is read. */
function decode(data: Buffer): Sharp {
  return sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 });
}

function encode(image: Sharp, extension: string): Sharp {
  if (extension === 'jpg' || extension === 'jpeg')
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 });
  if (extension === 'webp') return image.webp({ quality: 85 });
  return image.png();
}

/**
 * The image encoded anew in its stored format (see OUTPUT), turned upright by its EXIF
 * orientation, without any metadata; null when sharp cannot decode it.
 */
export async function reencodeImage(
  data: Buffer,
  sniffedExtension: string,
): Promise<EncodedImage | null> {
  const extension = OUTPUT[sniffedExtension];
  if (!extension) return null;
  try {
    const { data: output, info } = await encode(decode(data).rotate(), extension).toBuffer({
      resolveWithObject: true,
    });
    return {
      data: output,
      extension,
      mimeType: MIME_TYPES[extension],
      width: info.width,
      height: info.height,
    };
  } catch {
    return null;
  }
}

/** The stored image scaled to `width` pixels (aspect kept, never enlarged), in its own format. */
export function scaleImage(data: Buffer, width: number, extension: string): Promise<Buffer> {
  return encode(decode(data).resize({ width, withoutEnlargement: true }), extension).toBuffer();
}

/** Longest side of an upload preview. */
export const PREVIEW_SIDE = 640;

/**
 * A JPEG preview of an uploaded raster image (at most PREVIEW_SIDE on each side, upright, on
 * white), or null when it cannot be decoded.
 */
export async function jpegPreview(data: Buffer): Promise<Buffer | null> {
  try {
    return await encode(
      decode(data).rotate().resize({
        width: PREVIEW_SIDE,
        height: PREVIEW_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      'jpg',
    ).toBuffer();
  } catch {
    return null;
  }
}
