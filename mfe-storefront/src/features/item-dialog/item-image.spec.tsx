import { render, screen } from '@testing-library/react';
import { makeImage, makeProduct } from '@bestellwerk/domain/testing';
import { ITEM_IMAGE_SIZES, ItemImage } from './item-image.js';

describe('ItemImage', () => {
  it("shows the product's picture in sized variants with its size reserved", () => {
    const image = makeImage({
      id: 9,
      version: 1,
      extension: 'webp',
      width: 640,
      height: 400,
      alt: 'Krapfen',
    });
    render(<ItemImage product={makeProduct({ images: [image] })} />);
    const img = screen.getByRole('img', { name: 'Krapfen' });
    expect(img.getAttribute('srcset')).toContain('/image/tiny/9-1.webp 256w');
    expect(img.getAttribute('sizes')).toBe(ITEM_IMAGE_SIZES);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '400']);
  });

  it('shows nothing for a product without pictures', () => {
    const { container } = render(<ItemImage product={makeProduct({ images: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});
