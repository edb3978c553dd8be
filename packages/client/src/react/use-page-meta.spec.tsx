import { MemoryRouter } from '../routing/router.js';
import { render } from '@testing-library/react';
import type { Config } from '@bestellwerk/domain';
import { makeConfig, makeImage } from '@bestellwerk/domain/testing';
import { RootStore } from '../stores/root-store.js';
import { StoresProvider } from './stores-context.js';
import { useSiteMeta } from './use-page-meta.js';
import { usePageTitle } from './use-page-title.js';

const metaContent = (selector: string) =>
  document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;

function BranchPage({ description }: { description: string }) {
  usePageTitle({ kind: 'branch', branch: { name: 'Filiale Bahnhof', description } });
  return null;
}

function Shell({ page }: { page?: string }) {
  useSiteMeta('storefront');
  return page !== undefined ? <BranchPage description={page} /> : null;
}

function renderAt(path: string, config: Partial<Config>, page?: string) {
  const stores = new RootStore();
  stores.init.apply([{ url: '/api/config', data: makeConfig(config) }]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Shell page={page} />
      </MemoryRouter>
    </StoresProvider>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page meta', () => {
  it('sets the canonical URL from the site origin and the path, without the query', () => {
    renderAt('/site/agb/?table=4', {});

    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/site/agb',
    );
    expect(metaContent('property="og:url"')).toBe('http://localhost/site/agb');
  });

  it('uses the meta description of the config, else its SEO description', () => {
    renderAt('/', { metaDescription: '', seoDescription: 'Frisches Brot aus Tirol' });

    expect(metaContent('name="description"')).toBe('Frisches Brot aus Tirol');
    expect(document.title).toBe('Bäckerei Korn');
  });

  it('shares the configured Open Graph and Twitter texts and images on the start page', () => {
    renderAt('/', {
      ogTitle: 'Korn – Brot seit 1920',
      ogDescription: 'Unser Brot',
      twitterTitle: '',
      ogImage: null,
      shareImage: makeImage({ id: 9, version: 1, extension: 'png' }),
    });

    expect(metaContent('property="og:title"')).toBe('Korn – Brot seit 1920');
    expect(metaContent('property="og:description"')).toBe('Unser Brot');
    expect(metaContent('name="twitter:title"')).toBe('Korn – Brot seit 1920');
    expect(metaContent('property="og:image"')).toBe('http://localhost/image/9-1.png');
    expect(metaContent('name="twitter:card"')).toBe('summary_large_image');
  });

  it("lets a page's own title and description win over the defaults", () => {
    renderAt(
      '/store/bahnhof',
      { metaDescription: 'Bäckerei in Innsbruck', ogTitle: 'Korn' },
      'Direkt am Bahnhof',
    );

    expect(document.title).toBe('Filiale Bahnhof - Bäckerei Korn');
    expect(metaContent('name="description"')).toBe('Direkt am Bahnhof');
    expect(metaContent('property="og:title"')).toBe('Filiale Bahnhof - Bäckerei Korn');
  });

  it('falls back to the config description on a page without its own', () => {
    renderAt('/store/bahnhof', { metaDescription: 'Bäckerei in Innsbruck' }, '');

    expect(metaContent('name="description"')).toBe('Bäckerei in Innsbruck');
  });
});
