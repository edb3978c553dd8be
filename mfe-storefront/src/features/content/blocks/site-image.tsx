import { imageSrcSet, imageUrlForWidth, type Image } from '@bestellwerk/domain';

export interface SiteImageProps {
  image: Image;
  /** The widest the image is shown, in CSS pixels (picks the file for `src`). */
  width: number;
  /** The `sizes` attribute for the srcset. */
  sizes: string;
  className?: string;
  /** Set for images above the fold; others load lazily. */
  eager?: boolean;
}

/** A stored image with its sized variants; its alt text as stored (empty: decorative). */
export function SiteImage({ image, width, sizes, className, eager }: SiteImageProps) {
  return (
    <img
      className={className}
      src={imageUrlForWidth(image, width)}
      srcSet={imageSrcSet(image) || undefined}
      sizes={sizes}
      width={image.width > 0 ? image.width : undefined}
      height={image.width > 0 && image.height > 0 ? image.height : undefined}
      alt={image.alt}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
