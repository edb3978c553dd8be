import { branchBanner, imageUrlForWidth, type Branch, type Category } from '@bestellwerk/domain';
import { sizedImageAttributes } from '../../shared/sized-image-attributes.js';
import './branch-images.css';

/** Display widths of a category banner: the menu column. */
export const CATEGORY_BANNER_SIZES = '(min-width: 64rem) 48rem, calc(100vw - 2rem)';

/**
 * The picture of the branch page's intro banner: the branch's first header image with its logo.
 * It is the page's largest element in the first view, so it loads first (eager, high priority;
 * the server names the same picture in a preload hint of the page).
 */
export function BranchHeaderImage({ branch }: { branch: Branch }) {
  const banner = branchBanner(branch);
  if (!banner) return null;
  return (
    <div className="bw-store-header" data-testid="branch-header-image">
      <img
        className="bw-store-header__image"
        src={banner.src}
        {...sizedImageAttributes(banner.image)}
        sizes={banner.sizes}
        alt={banner.image.alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      {branch.logo ? (
        <img
          className="bw-store-header__logo"
          src={imageUrlForWidth(branch.logo, 128)}
          {...sizedImageAttributes(branch.logo)}
          sizes="4.5rem"
          alt={branch.logo.alt}
          decoding="async"
        />
      ) : null}
    </div>
  );
}

/** The banner image above a category's products (below the fold: loaded lazily). */
export function CategoryBanner({ category }: { category: Category }) {
  const image = category.image;
  if (!image) return null;
  return (
    <img
      className="bw-store__category-image"
      src={imageUrlForWidth(image, 960)}
      {...sizedImageAttributes(image)}
      sizes={CATEGORY_BANNER_SIZES}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
}
