import { IMAGE_SIZES } from '../contract/common.js';
import type { ImageVariant } from './image-urls.js';

/**
 * The width each folder of /image/ is limited to: the sizes of the spec, product images like
 * `small` (the product cards) and category images like `medium` (the category banners).
 */
export const IMAGE_VARIANT_WIDTHS: Readonly<Record<ImageVariant, number>> = {
  ...IMAGE_SIZES,
  product: IMAGE_SIZES.small,
  category: IMAGE_SIZES.medium,
};

/**
 * The width a variant of an image is scaled down to, aspect kept; null when the image is not
 * wider than the variant's width (it is never enlarged: the original is served instead).
 */
export function variantTargetWidth(imageWidth: number, variant: ImageVariant): number | null {
  const width = IMAGE_VARIANT_WIDTHS[variant];
  return imageWidth > width ? width : null;
}
