import { render, screen } from '@testing-library/react';
import { BRANCH_BANNER_SIZES } from '@bestellwerk/domain';
import { makeBranch, makeCategory, makeImage } from '@bestellwerk/domain/testing';
import { BranchHeaderImage, CATEGORY_BANNER_SIZES, CategoryBanner } from './branch-images.js';

describe('BranchHeaderImage', () => {
  it('shows the header image first and eagerly, in sized variants, with the logo', () => {
    const header = makeImage({
      id: 3,
      version: 1,
      extension: 'webp',
      width: 1280,
      height: 720,
      alt: 'Ladenfront',
    });
    const logo = makeImage({
      id: 4,
      version: 1,
      extension: 'webp',
      width: 320,
      height: 320,
      alt: 'Logo',
    });
    render(<BranchHeaderImage branch={makeBranch({ images: [header], logo })} />);
    const image = screen.getByRole('img', { name: 'Ladenfront' });
    expect(image.getAttribute('srcset')).toContain('/image/small/3-1.webp 640w');
    expect(image.getAttribute('srcset')).toContain('/image/3-1.webp 1280w');
    expect(image.getAttribute('sizes')).toBe(BRANCH_BANNER_SIZES);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1280', '720']);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('srcset')).toContain(
      '/image/tiny/4-1.webp 256w',
    );
  });

  it('shows nothing for a branch without header image', () => {
    const { container } = render(<BranchHeaderImage branch={makeBranch({ images: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('CategoryBanner', () => {
  it('loads the banner lazily with its size reserved', () => {
    const image = makeImage({
      id: 5,
      version: 1,
      extension: 'webp',
      width: 960,
      height: 300,
      alt: 'Brote',
    });
    render(<CategoryBanner category={makeCategory({ image })} />);
    const banner = screen.getByRole('img', { name: 'Brote' });
    expect(banner.getAttribute('loading')).toBe('lazy');
    expect(banner.getAttribute('sizes')).toBe(CATEGORY_BANNER_SIZES);
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['960', '300']);
  });
});
