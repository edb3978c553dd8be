import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Branch, Config, Menu, OpeningHourEntry } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeDeliveryArea,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { LazyItemDialog } from '../item-dialog/index.js';
import { BranchPage } from './branch-page.js';

const NOW = new Date('2026-05-04T08:00:00.000Z');
/** Open around the clock, so the cart offers ordering at any hour the tests run. */
const ALWAYS_OPEN: OpeningHourEntry[] = [
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' },
];

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

function renderBranch(
  path: string,
  menus: Menu[] = [menu()],
  { branch = {}, config = {} }: { branch?: Partial<Branch>; config?: Partial<Config> } = {},
) {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: makeConfig({ shopName: 'Bäckerei Korn', ...config }) },
    {
      url: '/api/branches',
      data: [
        makeBranch({
          id: 1,
          identifier: 'innenstadt',
          name: 'Filiale Innenstadt',
          openingHours: ALWAYS_OPEN,
          ...branch,
        }),
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
  const view = render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:branch" element={<BranchPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { stores, view };
}

function productsOf(category: string): string[] {
  const section = screen.getByRole('region', { name: category });
  return within(section)
    .getAllByTestId('catalog-product')
    .map((item) => {
      const name = within(item).getByRole('heading').textContent ?? '';
      return within(item).queryByText('Derzeit nicht verfügbar')
        ? `${name} – Derzeit nicht verfügbar`
        : name;
    });
}

/** Adds Dinkelbrot (4,50 €) `times` times through the item dialog. */
function addBread(times = 1) {
  for (let i = 0; i < times; i += 1) {
    fireEvent.click(screen.getByRole('button', { name: 'Dinkelbrot auswählen' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  }
}

const openCart = () => fireEvent.click(screen.getByRole('button', { name: /^Warenkorb/ }));

// The item dialog's code is a chunk of its own; loaded up front, the dialog opens synchronously
// (lazy-part.spec covers the loader and the retry).
beforeAll(() => LazyItemDialog.preload());

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('BranchPage', () => {
  it('starts loading the item dialog when the menu is pointed at, focused or touched', () => {
    const preload = jest.spyOn(LazyItemDialog, 'preload');
    try {
      renderBranch('/store/innenstadt');
      const choose = screen.getByRole('button', { name: 'Dinkelbrot auswählen' });
      expect(preload).not.toHaveBeenCalled();

      fireEvent.pointerOver(choose);
      act(() => choose.focus());
      fireEvent.touchStart(choose);
      expect(preload).toHaveBeenCalledTimes(3);
    } finally {
      preload.mockRestore();
    }
  });

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
    expect(screen.queryByRole('button', { name: 'Sachertorte auswählen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dinkelbrot auswählen' })).toBeEnabled();
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

describe('BranchPage intro banner and category bar', () => {
  it('tells that the branch is closed and when it opens again', () => {
    renderBranch('/store/innenstadt', [menu()], {
      branch: {
        openingHours: [{ type: 'daily', date: null, isClosed: false, from: '14:00', to: '18:00' }],
        isPreorderEnabled: true,
      },
    });
    const notice = screen.getByTestId('store-notice');
    expect(notice).toHaveTextContent('Derzeit haben wir leider geschlossen.');
    expect(notice).toHaveTextContent('Wir öffnen wieder um 14:00 Uhr.');
    expect(notice).toHaveTextContent('Gerne nehmen wir auch Ihre Vorbestellungen entgegen.');
  });

  it('shows the category bar with its plugin, highlighting the last group above 25 % of the window', () => {
    const tops: Record<string, number> = { 'category-1': 0, 'category-2': 500 };
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return { top: tops[this.id] ?? 0 } as DOMRect;
      });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderBranch('/store/innenstadt', [menu()], { config: { enablePluginCategoryBar: true } });
    const bar = screen.getByRole('navigation', { name: 'Kategorien' });
    const link = (name: string) => within(bar).getByRole('link', { name });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Brot', 'Torten']);
    expect(link('Brot')).toHaveAttribute('aria-current', 'true');

    tops['category-2'] = 100; // window.innerHeight 768 → threshold 192
    fireEvent.scroll(window);
    expect(link('Torten')).toHaveAttribute('aria-current', 'true');
    expect(link('Brot')).not.toHaveAttribute('aria-current');

    tops['category-1'] = 900;
    fireEvent.click(link('Brot'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 750 }));
    rect.mockRestore();
    scrollTo.mockRestore();
  });

  it('has no category bar without the plugin', () => {
    renderBranch('/store/innenstadt');
    expect(screen.queryByRole('navigation', { name: 'Kategorien' })).not.toBeInTheDocument();
  });
});

describe('BranchPage cart', () => {
  const deliveryBranch: Partial<Branch> = {
    isDeliveryEnabled: true,
    deliveryAreas: [
      makeDeliveryArea({ id: 5, area: 'Innsbruck', minimumOrderValue: 15, freeFromOrderValue: 40 }),
      makeDeliveryArea({ id: 6, area: 'Hall', minimumOrderValue: 30 }),
    ],
  };

  it('keeps the cart hidden when it is empty and opens it once it has items', () => {
    renderBranch('/store/innenstadt');
    openCart();
    expect(screen.queryByRole('dialog', { name: 'Warenkorb' })).not.toBeInTheDocument();
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();

    addBread();
    openCart();
    const panel = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(within(panel).getByText('Dinkelbrot')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Bestellen' })).toBeEnabled();

    fireEvent.click(within(panel).getByRole('button', { name: 'Dinkelbrot entfernen' }));
    expect(screen.queryByRole('dialog', { name: 'Warenkorb' })).not.toBeInTheDocument();
  });

  it('keeps the cart in session storage across a reload', () => {
    const first = renderBranch('/store/innenstadt');
    addBread(2);
    first.view.unmount();

    renderBranch('/store/innenstadt');
    expect(screen.getByRole('button', { name: /^Warenkorb \(2\)/ })).toBeInTheDocument();
    openCart();
    expect(
      within(screen.getByRole('dialog', { name: 'Warenkorb' })).getAllByText('Dinkelbrot'),
    ).toHaveLength(2);
  });

  it('offers only the delivery methods the branch enables', () => {
    renderBranch('/store/innenstadt', [menu()], { branch: deliveryBranch });
    addBread();
    openCart();
    const select = screen.getByLabelText('Bestellart');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Abholung', 'Lieferung']);
    expect(screen.queryByLabelText('Liefergebiet')).not.toBeInTheDocument();
  });

  it('blocks ordering for a delivery below the minimum order value and names the gap', () => {
    renderBranch('/store/innenstadt', [menu()], { branch: deliveryBranch });
    addBread();
    openCart();
    fireEvent.change(screen.getByLabelText('Bestellart'), { target: { value: 'delivery' } });
    expect(screen.getByLabelText('Liefergebiet')).toHaveValue('5');
    expect(
      screen.getByText(
        'Der Mindestbestellwert von 15,00 € ist noch nicht erreicht. Es fehlen noch 10,50 €.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellen' })).toBeDisabled();
    expect(screen.getByText(/bis zur kostenlosen Lieferung/)).toBeInTheDocument();
    expect(screen.getByText('Liefergebühr')).toBeInTheDocument();
  });

  it('edits an item from the cart and replaces it', () => {
    renderBranch('/store/innenstadt');
    addBread();
    openCart();
    fireEvent.click(screen.getByRole('button', { name: 'Dinkelbrot bearbeiten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    openCart();
    const panel = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(within(panel).getAllByText('Dinkelbrot')).toHaveLength(1);
    expect(within(panel).getByText('2 Stk.')).toBeInTheDocument();
    expect(within(panel).getByText('Gesamt').nextSibling).toHaveTextContent('9,00 €');
  });
});
