import type { Image } from '../contract/common.js';
import type { Branch } from '../contract/organisation.js';
import { imageSrcSet, imageUrlForWidth } from '../media/image-urls.js';

/** Display widths of the branch page's banner: the page's content width (the frame's main is 72rem). */
export const BRANCH_BANNER_SIZES = '(min-width: 72rem) 70rem, calc(100vw - 2rem)';

/** Width of the variant a browser without `srcset` support loads. */
const FALLBACK_WIDTH = 1280;

/** The banner picture of a branch page as its `<img>` and the page's preload hint name it. */
export interface BranchBanner {
  image: Image;
  src: string;
  /** Empty when the image's width is unknown. */
  srcSet: string;
  sizes: string;
}

/**
 * The banner of a branch page: the branch's first header image, the page's largest element in
 * the first view (so the server hints it and the page loads it eagerly). Null without images.
 */
export function branchBanner(branch: Pick<Branch, 'images'>): BranchBanner | null {
  const image = branch.images[0];
  if (!image) return null;
  return {
    image,
    src: imageUrlForWidth(image, FALLBACK_WIDTH),
    srcSet: imageSrcSet(image),
    sizes: BRANCH_BANNER_SIZES,
  };
}
