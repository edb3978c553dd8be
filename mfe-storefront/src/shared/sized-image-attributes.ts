import { imageSrcSet, type Image } from '@bestellwerk/domain';

/** The `<img>` attributes a stored image brings itself; `src` and `sizes` are the caller's. */
export interface SizedImageAttributes {
  srcSet: string | undefined;
  width?: number;
  height?: number;
}

/**
 * The srcset of an image's sized variants (none when its width is unknown) and its intrinsic
 * width and height when both are known, so the browser reserves its room before it loads.
 */
export function sizedImageAttributes(image: Image): SizedImageAttributes {
  const srcSet = imageSrcSet(image) || undefined;
  return image.width > 0 && image.height > 0
    ? { srcSet, width: image.width, height: image.height }
    : { srcSet };
}
