import fc from 'fast-check';
import { IMAGE_SIZES, type ImageSize } from '../contract/common.js';
import { makeImage } from '../testing/contract-fixtures.js';
import {
  IMAGE_VARIANTS,
  imageSizeFor,
  imageSrcSet,
  imageUrl,
  imageUrlForWidth,
  isImageVariant,
  mediaFileName,
  parseMediaFileName,
  type ImageVariant,
} from './image-urls.js';

const image = makeImage({ id: 12, version: 3, extension: 'jpg', width: 1600 });

describe('imageUrl', () => {
  it.each<[ImageVariant | null | undefined, string]>([
    [undefined, '/image/12-3.jpg'],
    [null, '/image/12-3.jpg'],
    ['icon', '/image/icon/12-3.jpg'],
    ['thumbnail', '/image/thumbnail/12-3.jpg'],
    ['tiny', '/image/tiny/12-3.jpg'],
    ['small', '/image/small/12-3.jpg'],
    ['medium', '/image/medium/12-3.jpg'],
    ['large', '/image/large/12-3.jpg'],
    ['product', '/image/product/12-3.jpg'],
    ['category', '/image/category/12-3.jpg'],
  ])('%s → %s', (variant, expected) => {
    expect(imageUrl(image, variant)).toBe(expected);
  });
});

describe('IMAGE_VARIANTS and isImageVariant', () => {
  it('lists the sizes smallest first, then product and category', () => {
    expect(IMAGE_VARIANTS).toEqual([
      'icon',
      'thumbnail',
      'tiny',
      'small',
      'medium',
      'large',
      'product',
      'category',
    ]);
  });

  it.each([
    ['large', true],
    ['product', true],
    ['original', false],
    ['preview', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isImageVariant(value)).toBe(expected);
  });
});

describe('mediaFileName and parseMediaFileName', () => {
  it.each([
    ['12-3.jpg', { id: 12, version: 3, extension: 'jpg' }],
    ['1-1.webp', { id: 1, version: 1, extension: 'webp' }],
    ['2147483647-2147483647.png', { id: 2147483647, version: 2147483647, extension: 'png' }],
    ['2147483648-1.png', null],
    ['1-2147483648.png', null],
    ['0-1.jpg', null],
    ['01-1.jpg', null],
    ['1-0.jpg', null],
    ['1-1.JPG', null],
    ['1-1.', null],
    ['1-1.abcdefghijk', null],
    ['1-1.jpg/..', null],
    ['1.jpg', null],
    ['', null],
  ])('%j → %j', (fileName, expected) => {
    expect(parseMediaFileName(fileName)).toEqual(expected);
  });

  it('parses every file name it builds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2147483647 }),
        fc.integer({ min: 1, max: 2147483647 }),
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
        (id, version, extension) => {
          expect(parseMediaFileName(mediaFileName({ id, version, extension }))).toEqual({
            id,
            version,
            extension,
          });
        },
      ),
    );
  });
});

describe('imageSizeFor', () => {
  it.each<[number, number, ImageSize | null]>([
    [1600, 0, 'icon'],
    [1600, -5, 'icon'],
    [1600, 64, 'icon'],
    [1600, 65, 'thumbnail'],
    [1600, 128, 'thumbnail'],
    [1600, 200, 'tiny'],
    [1600, 640, 'small'],
    [1600, 641, 'medium'],
    [1600, 1280, 'medium'],
    [1600, 1281, null],
    [3000, 1281, 'large'],
    [3000, 1920, 'large'],
    [3000, 1921, null],
    [3000, Infinity, null],
    [3000, NaN, null],
    [1920, 1500, null],
    [640, 300, null],
    [641, 300, 'small'],
    [100, 64, 'icon'],
    [64, 64, null],
    [0, 700, 'medium'],
    [0, 5000, null],
  ])('image %i px wide, wanted %d px → %s', (width, wanted, expected) => {
    expect(imageSizeFor({ width }, wanted)).toBe(expected);
  });

  it('never picks a size narrower than wanted, nor one at least as wide as the image', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        (width, wanted) => {
          const size = imageSizeFor({ width }, wanted);
          if (size === null) return;
          expect(IMAGE_SIZES[size]).toBeGreaterThanOrEqual(wanted);
          expect(IMAGE_SIZES[size]).toBeLessThan(width);
        },
      ),
    );
  });

  it('picks the smallest fitting size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1920 }), (wanted) => {
        const size = imageSizeFor({ width: 0 }, wanted) as ImageSize;
        const smaller = Object.values(IMAGE_SIZES).filter((w) => w < IMAGE_SIZES[size]);
        for (const width of smaller) expect(width).toBeLessThan(wanted);
      }),
    );
  });
});

describe('imageUrlForWidth', () => {
  it.each([
    [300, '/image/small/12-3.jpg'],
    [1800, '/image/12-3.jpg'],
  ])('%i px → %s', (wanted, expected) => {
    expect(imageUrlForWidth(image, wanted)).toBe(expected);
  });
});

describe('imageSrcSet', () => {
  it.each([
    [
      1600,
      '/image/icon/12-3.jpg 64w, /image/thumbnail/12-3.jpg 128w, /image/tiny/12-3.jpg 256w, /image/small/12-3.jpg 640w, /image/medium/12-3.jpg 1280w, /image/12-3.jpg 1600w',
    ],
    [
      4000,
      '/image/icon/12-3.jpg 64w, /image/thumbnail/12-3.jpg 128w, /image/tiny/12-3.jpg 256w, /image/small/12-3.jpg 640w, /image/medium/12-3.jpg 1280w, /image/large/12-3.jpg 1920w, /image/12-3.jpg 4000w',
    ],
    [
      640,
      '/image/icon/12-3.jpg 64w, /image/thumbnail/12-3.jpg 128w, /image/tiny/12-3.jpg 256w, /image/12-3.jpg 640w',
    ],
    [50, '/image/12-3.jpg 50w'],
    [0, ''],
  ])('an image %i px wide', (width, expected) => {
    expect(imageSrcSet({ ...image, width })).toBe(expected);
  });
});
