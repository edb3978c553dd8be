import { imageUrlForWidth, type Product } from '@bestellwerk/domain';
import { sizedImageAttributes } from '../../shared/sized-image-attributes.js';
import './item-image.css';

/** Display widths of the picture in the dialog (the modal is at most about 36rem wide). */
export const ITEM_IMAGE_SIZES = '(min-width: 40rem) 36rem, 100vw';

/** The product's first picture at the top of the item dialog; nothing without one. */
export function ItemImage({ product }: { product: Product }) {
  const image = product.images[0];
  if (!image) return null;
  return (
    <img
      className="bw-item-dialog__image"
      src={imageUrlForWidth(image, 640)}
      {...sizedImageAttributes(image)}
      sizes={ITEM_IMAGE_SIZES}
      alt={image.alt}
      decoding="async"
    />
  );
}
