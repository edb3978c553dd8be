import { Link } from '@bestellwerk/client';
import { branchPath, imageUrlForWidth, type Branch } from '@bestellwerk/domain';
import { preloadBranchPage } from '../branch/index.js';
import { sizedImageAttributes } from '../../shared/sized-image-attributes.js';

/** Shown on a card whose branch closes within the hour (storefront.md §2, §4 "closing soon"). */
export const CLOSING_SOON_TEXT = 'Schließt bald';

/** Shown to staff on a card whose branch visitors do not see. */
export const NOT_PUBLIC_TEXT = 'Nicht öffentlich';

/** Display widths of the header image: full width on phones, a grid column on larger screens. */
const HEADER_IMAGE_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw';

export interface BranchCardProps {
  branch: Branch;
  /** The first card's image loads eagerly (likely in the first view); later ones lazily. */
  isFirst: boolean;
  isClosingSoon: boolean;
}

/**
 * A branch of the home list, linking to its store page: header image, logo, name and address;
 * styled inactive (and saying so) when the branch is not public, flagged when it closes soon.
 */
export function BranchCard({ branch, isFirst, isClosingSoon }: BranchCardProps) {
  const header = branch.images[0];
  const isInactive = !branch.isPublic;
  const classes = ['bw-branch-card', isInactive ? 'bw-branch-card--inactive' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      to={branchPath(branch.identifier)}
      className={classes}
      data-testid="branch-card"
      onPointerEnter={preloadBranchPage}
      onFocus={preloadBranchPage}
      onTouchStart={preloadBranchPage}
    >
      <div className="bw-branch-card__media">
        {header ? (
          <img
            className="bw-branch-card__image"
            src={imageUrlForWidth(header, 640)}
            {...sizedImageAttributes(header)}
            sizes={HEADER_IMAGE_SIZES}
            alt=""
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {branch.logo ? (
          <img
            className="bw-branch-card__logo"
            src={imageUrlForWidth(branch.logo, 128)}
            {...sizedImageAttributes(branch.logo)}
            sizes="4rem"
            alt=""
            loading={isFirst ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="bw-branch-card__body">
        <h2 className="bw-branch-card__title">{branch.name}</h2>
        <p className="bw-branch-card__address">
          {branch.street}
          <br />
          {`${branch.zipCode} ${branch.city}`}
        </p>
        {isClosingSoon || isInactive ? (
          <p className="bw-branch-card__flags">
            {isClosingSoon ? (
              <span className="bw-flag bw-flag--warning">{CLOSING_SOON_TEXT}</span>
            ) : null}
            {isInactive ? <span className="bw-flag">{NOT_PUBLIC_TEXT}</span> : null}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
