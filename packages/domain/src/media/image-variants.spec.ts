import { IMAGE_VARIANT_WIDTHS, variantTargetWidth } from './image-variants.js';
import type { ImageVariant } from './image-urls.js';

describe('IMAGE_VARIANT_WIDTHS', () => {
  it('has the spec widths for the sizes and reuses small and medium for product and category', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual({
      icon: 64,
      thumbnail: 128,
      tiny: 256,
      small: 640,
      medium: 1280,
      large: 1920,
      product: 640,
      category: 1280,
    });
  });
});

describe('variantTargetWidth: scale down, never enlarge', () => {
  it.each<[number, ImageVariant, number | null]>([
    [4000, 'large', 1920],
    [1921, 'large', 1920],
    [1920, 'large', null],
    [1280, 'medium', null],
    [1281, 'medium', 1280],
    [1600, 'product', 640],
    [500, 'product', null],
    [1600, 'category', 1280],
    [65, 'icon', 64],
    [64, 'icon', null],
    [1, 'thumbnail', null],
  ])('an image %i px wide as %s → %j', (width, variant, expected) => {
    expect(variantTargetWidth(width, variant)).toBe(expected);
  });
});
