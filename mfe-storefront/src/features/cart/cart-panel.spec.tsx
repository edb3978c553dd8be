import { render, screen, within } from '@testing-library/react';
import type { Branch, OpeningHourEntry } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeMenu,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { LazyCartContents } from './cart-body.js';
import { CartPanel } from './cart-panel.js';

const NOW = new Date('2026-05-04T08:00:00.000Z');
const ALWAYS_OPEN: OpeningHourEntry[] = [
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' },
];
/** Open Monday to Friday 07:00–19:00; NOW (Monday 10:00 in Vienna) is inside, 20:00 is not. */
const WEEKDAYS: OpeningHourEntry[] = [
  { type: 'daily', date: null, isClosed: false, from: '07:00', to: '19:00' },
];
const EVENING = new Date('2026-05-04T18:00:00.000Z');

function setDesktop(isDesktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: isDesktop && query === '(min-width: 1024px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** Renders the panel with the cart's contents already loaded (they are a chunk of their own). */
async function renderPanel(branch: Partial<Branch> = {}, now: Date = NOW, amounts: number[] = [1]) {
  await LazyCartContents.preload();
  const cake = makeProduct({ id: 10, name: 'Torte', price: 30, calculationModel: 'approximate' });
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: makeConfig() },
    {
      url: '/api/branches',
      data: [makeBranch({ isDineInEnabled: true, openingHours: ALWAYS_OPEN, ...branch })],
    },
    {
      url: '/api/menus',
      data: [
        makeMenu({ catalog: [{ id: 1, products: [{ id: 10, isEnabled: true, schedule: null }] }] }),
      ],
    },
    { url: '/api/categories', data: [makeCategory({ id: 1 })] },
    { url: '/api/products', data: [cake] },
  ]);
  stores.cart.load('innenstadt', NOW);
  for (const amount of amounts)
    stores.cart.addItem({ product: cake, amount, unit: 'piece', parts: [] });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>
        <CartPanel now={now} onEdit={() => undefined} />
      </MemoryRouter>
    </StoresProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => setDesktop(false));

describe('CartPanel', () => {
  it('is a side column on desktop with totals, taxes and the approximate notice', async () => {
    setDesktop(true);
    await renderPanel();
    const aside = screen.getByRole('complementary', { name: 'Warenkorb' });
    expect(within(aside).getByText('MwSt. 10 %')).toBeInTheDocument();
    expect(within(aside).getByText('Netto').nextSibling).toHaveTextContent('27,27 €');
    expect(within(aside).getByText('Gesamt').nextSibling).toHaveTextContent('ca. 30,00 €');
    expect(within(aside).getByText(/Der endgültige Preis/)).toBeInTheDocument();
    expect(
      within(aside)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Abholung', 'Vor Ort essen']);
    expect(screen.queryByRole('button', { name: /^Warenkorb/ })).not.toBeInTheDocument();
  });

  it('shows an empty cart with the notice and its order type, and no order button', async () => {
    setDesktop(true);
    await renderPanel({}, NOW, []);
    const aside = screen.getByRole('complementary', { name: 'Warenkorb' });
    expect(within(aside).getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(within(aside).getByLabelText('Bestellart')).toHaveValue('takeaway');
    expect(within(aside).queryByRole('button', { name: 'Bestellen' })).not.toBeInTheDocument();
  });

  it('is a bottom button on phones', async () => {
    setDesktop(false);
    await renderPanel();
    expect(screen.getByRole('button', { name: /^Warenkorb \(1\)/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the closed notice and disables the order button while the branch takes no orders', async () => {
    setDesktop(true);
    await renderPanel({ openingHours: WEEKDAYS }, EVENING);
    const aside = screen.getByRole('complementary', { name: 'Warenkorb' });

    expect(within(aside).getByTestId('cart-closed-notice')).toHaveTextContent(
      'Derzeit haben wir leider geschlossen.Wir öffnen wieder am Dienstag um 07:00 Uhr.',
    );
    expect(within(aside).getByRole('button', { name: 'Bestellen' })).toBeDisabled();
  });

  it('keeps the order button of a closed branch with preorders, with the preorder hint', async () => {
    setDesktop(true);
    await renderPanel({ openingHours: WEEKDAYS, isPreorderEnabled: true }, EVENING);
    const aside = screen.getByRole('complementary', { name: 'Warenkorb' });

    expect(within(aside).getByTestId('cart-closed-notice')).toHaveTextContent(
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    );
    expect(within(aside).getByRole('button', { name: 'Bestellen' })).toBeEnabled();
  });

  it('says when the order total is above the maximum order value and disables the order button', async () => {
    setDesktop(true);
    await renderPanel({}, NOW, [999, 999, 999, 999]);
    const aside = screen.getByRole('complementary', { name: 'Warenkorb' });
    expect(
      within(aside).getByText(/^Der Bestellwert darf höchstens 100\.000,00\s€ betragen\./),
    ).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Bestellen' })).toBeDisabled();
  });

  it('shows no notice and the order button while the branch is open', async () => {
    setDesktop(true);
    await renderPanel({ openingHours: WEEKDAYS });
    expect(screen.queryByTestId('cart-closed-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bestellen' })).toBeEnabled();
  });
});
