import { makeBranch } from '../testing/index.js';
import { BRANCH_BANNER_SIZES, branchBanner } from './branch-banner.js';

const image = (id: number, width: number) => ({
  id,
  version: 2,
  extension: 'webp',
  width,
  height: Math.round(width * 0.5625),
  alt: `Bild ${id}`,
});

describe('branchBanner', () => {
  it("is the branch's first image with the variants narrower than it and the content width", () => {
    const banner = branchBanner(makeBranch({ images: [image(7, 1600), image(8, 800)] }));
    expect(banner?.image.id).toBe(7);
    expect(banner?.src).toBe('/image/medium/7-2.webp');
    expect(banner?.srcSet.split(', ').at(-1)).toBe('/image/7-2.webp 1600w');
    expect(banner?.srcSet).toContain('/image/small/7-2.webp 640w');
    expect(banner?.sizes).toBe(BRANCH_BANNER_SIZES);
  });

  it('has no srcset for an image of unknown width', () => {
    expect(branchBanner(makeBranch({ images: [image(9, 0)] }))?.srcSet).toBe('');
  });

  it('is null for a branch without images', () => {
    expect(branchBanner(makeBranch({ images: [] }))).toBeNull();
  });
});
