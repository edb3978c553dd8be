import { memo } from 'react';
import {
  APPROXIMATE_PRICE_NOTICE,
  catalogPriceText,
  imageUrl,
  itemCalculationModel,
  itemPricePrefix,
  type Product,
} from '@bestellwerk/domain';
import { sizedImageAttributes } from '../../shared/sized-image-attributes.js';

/**
 * Display widths of a card's image: one column on phones, two from 40rem, a column of the menu
 * beside the cart from 64rem (the grid's columns are at least 16rem wide).
 */
export const PRODUCT_IMAGE_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw';

export interface ProductCardProps {
  product: Product;
  isOrderable: boolean;
  onChoose: (product: Product) => void;
}

/**
 * A product of the menu: image, name, description, allergens, price and the choose button.
 * Memoised: the branch page re-renders on every cart change and clock tick, the cards rarely.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isOrderable,
  onChoose,
}: ProductCardProps) {
  const image = product.images[0];
  const headingId = `product-${product.id}-name`;
  const isApproximate =
    itemPricePrefix(itemCalculationModel(product, product.unit), product.isPriceHidden) === 'ca.';
  return (
    <article
      className={isOrderable ? 'bw-product' : 'bw-product bw-muted'}
      aria-labelledby={headingId}
    >
      {image ? (
        <img
          className="bw-product__image"
          src={imageUrl(image, 'product')}
          {...sizedImageAttributes(image)}
          sizes={PRODUCT_IMAGE_SIZES}
          alt={image.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="bw-product__body">
        <h3 id={headingId} className="bw-product__name">
          {product.name}
        </h3>
        {product.description ? (
          <p className="bw-product__description">{product.description}</p>
        ) : null}
        {product.allergens.length > 0 || product.allergenNote ? (
          <p className="bw-product__allergens bw-muted">
            {product.allergens.length > 0 ? `Allergene: ${product.allergens.join(', ')}` : ''}
            {product.allergenNote ? ` ${product.allergenNote}` : ''}
          </p>
        ) : null}
        <p className="bw-product__price">{catalogPriceText(product)}</p>
        {isApproximate ? (
          <p className="bw-product__notice bw-muted">{APPROXIMATE_PRICE_NOTICE}</p>
        ) : null}
        {isOrderable ? (
          <button
            type="button"
            className="bw-button bw-button--primary bw-product__choose"
            aria-label={`${product.name} auswählen`}
            onClick={() => onChoose(product)}
          >
            Auswählen
          </button>
        ) : (
          // Our wording: the spec names no text for a shown product that cannot be ordered now.
          <p className="bw-product__unavailable">Derzeit nicht verfügbar</p>
        )}
      </div>
    </article>
  );
});
