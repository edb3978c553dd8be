import { makeImage } from '@bestellwerk/domain/testing';
import { sizedImageAttributes } from './sized-image-attributes.js';

const SRC_SET =
  '/image/icon/1-2.webp 64w, /image/thumbnail/1-2.webp 128w, /image/tiny/1-2.webp 256w, ' +
  '/image/small/1-2.webp 640w, /image/1-2.webp 800w';

describe('sizedImageAttributes', () => {
  it.each([
    {
      case: 'known width and height: variants and size',
      width: 800,
      height: 600,
      expected: {
        srcSet: SRC_SET,
        width: 800,
        height: 600,
      },
    },
    {
      case: 'unknown height: variants, no size',
      width: 800,
      height: 0,
      expected: {
        srcSet: SRC_SET,
      },
    },
    { case: 'unknown width: neither', width: 0, height: 600, expected: { srcSet: undefined } },
  ])('$case', ({ width, height, expected }) => {
    const image = makeImage({ id: 1, version: 2, extension: 'webp', width, height });
    expect(sizedImageAttributes(image)).toStrictEqual(expected);
  });
});
