import { IMAGE_SIZES, type Image, type ImageSize } from '../contract/common.js';

/** A folder of /image/: a sized variant, or the product or category rendition. */
export type ImageVariant = ImageSize | 'product' | 'category';

/** Every folder /image/{variant}/ may name, sizes smallest first. */
export const IMAGE_VARIANTS: readonly ImageVariant[] = [
  ...(Object.keys(IMAGE_SIZES) as ImageSize[]),
  'product',
  'category',
];

/** The sizes smallest first, with their pixel widths. */
const SIZES_ASCENDING = (Object.entries(IMAGE_SIZES) as [ImageSize, number][]).sort(
  (a, b) => a[1] - b[1],
);

/** What names a stored file: its id, version and extension. */
export type MediaFile = Pick<Image, 'id' | 'version' | 'extension'>;

/** The file name of a stored image or upload: `{id}-{version}.{extension}`. */
export function mediaFileName(file: MediaFile): string {
  return `${file.id}-${file.version}.${file.extension}`;
}

/** Largest id or version a file URL may carry (a signed 32-bit column). */
const MAX_FILE_NUMBER = 2_147_483_647;

/**
 * The parts of a file name `{id}-{version}.{extension}` as the /image and /upload routes read it:
 * id and version 1…2147483647 without leading zeros, extension 1–10 of a-z and 0-9; null otherwise.
 */
export function parseMediaFileName(fileName: string): MediaFile | null {
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,9})\.([a-z0-9]{1,10})$/.exec(fileName);
  if (!match) return null;
  const id = Number(match[1]);
  const version = Number(match[2]);
  return id > MAX_FILE_NUMBER || version > MAX_FILE_NUMBER
    ? null
    : { id, version, extension: match[3] };
}

/** Whether a path segment names a folder of /image/ (a size, product or category). */
export function isImageVariant(value: string): value is ImageVariant {
  return (IMAGE_VARIANTS as readonly string[]).includes(value);
}

/**
 * The URL of an image: the original `/image/{id}-{version}.{extension}`, or under a variant's
 * folder: `/image/{size}/…`, `/image/product/…`, `/image/category/…`.
 */
export function imageUrl(image: MediaFile, variant: ImageVariant | null = null): string {
  return variant ? `/image/${variant}/${mediaFileName(image)}` : `/image/${mediaFileName(image)}`;
}

/**
 * The size to load for a wanted display width in pixels: the smallest size at least that wide;
 * null (the original) when the width exceeds the largest size (1920), is not a number, or when
 * the image itself is not wider than the chosen size (no variant would be sharper). An image
 * width of 0 or less counts as unknown and does not limit the choice.
 */
export function imageSizeFor(image: Pick<Image, 'width'>, wantedWidth: number): ImageSize | null {
  if (Number.isNaN(wantedWidth)) return null;
  const fit = SIZES_ASCENDING.find(([, width]) => width >= wantedWidth);
  if (!fit) return null;
  return image.width > 0 && image.width <= fit[1] ? null : fit[0];
}

/** The URL to load for a wanted display width (see `imageSizeFor`). */
export function imageUrlForWidth(
  image: MediaFile & Pick<Image, 'width'>,
  wantedWidth: number,
): string {
  return imageUrl(image, imageSizeFor(image, wantedWidth));
}

/**
 * A `srcset` of an image: every size narrower than the image, then the original at its own
 * width ('/image/small/1-2.jpg 640w, …, /image/1-2.jpg 1600w'). Empty when the width is unknown
 * (0 or less): then only `src` can be given.
 */
export function imageSrcSet(image: MediaFile & Pick<Image, 'width'>): string {
  if (!(image.width > 0)) return '';
  return [
    ...SIZES_ASCENDING.filter(([, width]) => width < image.width).map(
      ([size, width]) => `${imageUrl(image, size)} ${width}w`,
    ),
    `${imageUrl(image)} ${Math.round(image.width)}w`,
  ].join(', ');
}
