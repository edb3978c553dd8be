import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Menu } from '@bestellwerk/domain';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { makeBranch, makeCategory, makeConfig, makeProduct } from '@bestellwerk/domain/testing';
import { BranchPage } from './branch-page.js';

const NOW = new Date('2026-05-04T08:00:00.000Z');

function menu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: 1,
    name: 'Frühling',
    availableFrom: '2026-01-01T00:00:00.000Z',
    branches: [1],
    catalog: [
      {
        id: 1,
        products: [
          { id: 11, isEnabled: true, schedule: null },
          { id: 10, isEnabled: true, schedule: null },
          { id: 12, isEnabled: true, schedule: null },
        ],
      },
      { id: 2, products: [{ id: 13, isEnabled: true, schedule: null }] },
      { id: 3, products: [{ id: 10, isEnabled: true, schedule: null }] },
    ],
    ...overrides,
  };
}

function renderBranch(path: string, menus: Menu[] = [menu()]) {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: makeConfig({ shopName: 'Bäckerei Korn' }) },
    {
      url: '/api/branches',
      data: [
        makeBranch({ id: 1, identifier: 'innenstadt', name: 'Filiale Innenstadt' }),
        makeBranch({ id: 2, identifier: 'intern', name: 'Zentrale', isPublic: false }),
      ],
    },
    { url: '/api/menus', data: menus },
    {
      url: '/api/categories',
      data: [
        makeCategory({ id: 1, name: 'Brot' }),
        makeCategory({ id: 2, name: 'Torten', isEnabled: false, isVisibleWhenUnavailable: true }),
        makeCategory({ id: 3, name: 'Alt', isEnabled: false }),
      ],
    },
    {
      url: '/api/products',
      data: [
        makeProduct({ id: 10, name: 'Bauernbrot' }),
        makeProduct({ id: 11, name: 'Dinkelbrot' }),
        makeProduct({ id: 12, name: 'Aus', isEnabled: false }),
        makeProduct({ id: 13, name: 'Sachertorte' }),
      ],
    },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:branch" element={<BranchPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
}

function productsOf(category: string): string[] {
  const section = screen.getByRole('region', { name: category });
  return within(section)
    .getAllByTestId('catalog-product')
    .map((item) => item.textContent ?? '');
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('BranchPage', () => {
  it('lists the orderable products of the active menu by category and names the page after the branch', () => {
    renderBranch('/store/innenstadt');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Filiale Innenstadt' }),
    ).toBeInTheDocument();
    expect(productsOf('Brot')).toEqual(['Dinkelbrot', 'Bauernbrot']);
    expect(screen.queryByRole('heading', { name: 'Alt' })).not.toBeInTheDocument();
    expect(document.title).toBe('Filiale Innenstadt - Bäckerei Korn');
  });

  it('shows the products of a category visible while unavailable as not available', () => {
    renderBranch('/store/innenstadt');

    expect(productsOf('Torten')).toEqual(['Sachertorte – Derzeit nicht verfügbar']);
    expect(screen.getByText(/Sachertorte/)).toHaveClass('bw-muted');
    expect(screen.getByText('Dinkelbrot')).not.toHaveClass('bw-muted');
  });

  it('re-checks the menu every 10 seconds', () => {
    renderBranch('/store/innenstadt', [menu({ availableFrom: '2026-05-04T08:00:05.000Z' })]);
    expect(screen.getByText('Derzeit sind keine Produkte verfügbar.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10_000));

    expect(screen.queryByText('Derzeit sind keine Produkte verfügbar.')).not.toBeInTheDocument();
    expect(productsOf('Brot')).toEqual(['Dinkelbrot', 'Bauernbrot']);
  });

  it('shows the 404 view for a branch visitors may not see', () => {
    renderBranch('/store/intern');

    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Zentrale')).not.toBeInTheDocument();
    expect(document.title).toBe('404 Not Found - Bäckerei Korn');
  });
});
