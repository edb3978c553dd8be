import { render, screen } from '@testing-library/react';
import { makeImage, makeProduct } from '@bestellwerk/domain/testing';
import { PRODUCT_IMAGE_SIZES, ProductCard } from './product-card.js';

describe('ProductCard image', () => {
  const image = makeImage({
    id: 7,
    version: 2,
    extension: 'webp',
    width: 640,
    height: 400,
    alt: 'Rundes Bauernbrot mit bemehlter Kruste',
  });

  it('offers the sized variants, reserves its space and loads lazily', () => {
    render(
      <ProductCard
        product={makeProduct({ name: 'Bauernbrot', images: [image] })}
        isOrderable
        onChoose={() => {}}
      />,
    );
    const img = screen.getByRole('img', { name: 'Rundes Bauernbrot mit bemehlter Kruste' });
    expect(img.getAttribute('src')).toBe('/image/product/7-2.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/image/icon/7-2.webp 64w, /image/thumbnail/7-2.webp 128w, /image/tiny/7-2.webp 256w, /image/7-2.webp 640w',
    );
    expect(img.getAttribute('sizes')).toBe(PRODUCT_IMAGE_SIZES);
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows no image element for a product without images', () => {
    render(<ProductCard product={makeProduct({ images: [] })} isOrderable onChoose={() => {}} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
