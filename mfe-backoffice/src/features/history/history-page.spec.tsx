import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  ApiRequestError,
  MemoryRouter,
  RootStore,
  StoresProvider,
  useLocation,
} from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import { makeBranch, makeMe, makeOrder } from '@bestellwerk/domain/testing';
import { HistoryPage } from './history-page.js';
import { HISTORY_PAGE_SIZE, orderListPath, parseHistoryFilter } from './history-filter.js';
import type { OrderPageLoader } from './order-page-source.js';

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

async function renderHistory(
  path: string,
  loadOrders: OrderPageLoader | undefined,
  routes: Parameters<typeof jsonResponder>[0] = {},
) {
  const { fetch } = jsonResponder({
    ...routes,
    '/api/branches': {
      body: {
        data: [
          makeBranch({ id: 1, name: 'Filiale Innenstadt' }),
          makeBranch({ id: 2, name: 'Filiale Hall' }),
        ],
      },
    },
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ branches: [{ id: 1 }] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <HistoryPage loadOrders={loadOrders} />
        <LocationProbe />
      </MemoryRouter>
    </StoresProvider>,
  );
  // The branch filter fills once GET /api/branches answered.
  await screen.findByRole('option', { name: 'Filiale Innenstadt' });
}

const location = () => screen.getByTestId('location').textContent;

describe('HistoryPage', () => {
  it('loads the page the URL names and lists its orders with a link to the detail', async () => {
    const load = jest.fn<ReturnType<OrderPageLoader>, Parameters<OrderPageLoader>>(async () => ({
      orders: [
        makeOrder({
          id: 17,
          ticketNumber: 342,
          createdAt: '2026-11-20T08:30:00.000Z',
          firstName: 'Berta',
          lastName: 'Huber',
          isDelivery: true,
          paymentMethod: 'atm-card',
          pricing: { gross: 23.5, totalNet: 21.36, totalGross: 23.5, deliveryGross: 0, taxes: {} },
        }),
      ],
      total: 60,
    }));

    await renderHistory('/backend/orders/history?status=open&page=2', load);

    expect(await screen.findByText('60 Bestellungen')).toBeInTheDocument();
    expect(load.mock.calls[0][0]).toBe('/orders?status=open&page=2&pageSize=25');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Bestellung 342 öffnen' })).toHaveAttribute(
      'href',
      '/backend/orders/17',
    );
    expect(row).toHaveTextContent('20.11.2026');
    expect(row).toHaveTextContent('09:30');
    expect(row).toHaveTextContent('Berta Huber');
    expect(row).toHaveTextContent('Lieferung');
    expect(row).toHaveTextContent('Bankomatkarte');
    expect(row).toHaveTextContent('23,50 €');
    expect(row).toHaveTextContent('Offen');
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('open');
  });

  it('reads the orders and their total (X-Total-Count) from the API by default', async () => {
    await renderHistory('/backend/orders/history?page=2', undefined, {
      [`/api${orderListPath(parseHistoryFilter('?page=2'), HISTORY_PAGE_SIZE)}`]: {
        body: { data: [makeOrder({ id: 5, ticketNumber: 77 })] },
        headers: { 'X-Total-Count': String(HISTORY_PAGE_SIZE * 2 + 1) },
      },
    });

    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
    expect(screen.getByText(`${HISTORY_PAGE_SIZE * 2 + 1} Bestellungen`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellung 77 öffnen' })).toHaveAttribute(
      'href',
      '/backend/orders/5',
    );
  });

  it('pages with Zurück and Weiter through the URL', async () => {
    const load: OrderPageLoader = async () => ({ orders: [makeOrder()], total: 60 });
    await renderHistory('/backend/orders/history?page=2', load);

    fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(location()).toBe('/backend/orders/history?page=3');
    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(location()).toBe('/backend/orders/history?page=2');
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
  });

  it('keeps the applied filters in the URL and starts again at page 1', async () => {
    const load: OrderPageLoader = async () => ({ orders: [makeOrder()], total: 1 });
    await renderHistory('/backend/orders/history?page=3', load);
    await screen.findByText('1 Bestellung');

    // Employees filter only by the branches they work for.
    expect(
      within(screen.getByLabelText('Filiale'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Filialen', 'Filiale Innenstadt']);
    fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'Huber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));

    expect(location()).toBe('/backend/orders/history?from=2026-11-01&branch=1&search=Huber');

    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(location()).toBe('/backend/orders/history');
    expect(await screen.findByText('1 Bestellung')).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts', async () => {
    const load: OrderPageLoader = async () => ({ orders: [], total: 0 });
    await renderHistory('/backend/orders/history', load);
    await screen.findByText('0 Bestellungen');

    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-11-01' } });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das Von-Datum darf nicht nach dem Bis-Datum liegen.',
    );
    expect(screen.getByRole('button', { name: 'Filtern' })).toBeDisabled();
  });

  it('says when no order matches', async () => {
    await renderHistory('/backend/orders/history?search=niemand', async () => ({
      orders: [],
      total: 0,
    }));

    expect(await screen.findByText('Keine Bestellungen gefunden.')).toBeInTheDocument();
    expect(screen.getByText('0 Bestellungen')).toBeInTheDocument();
  });

  it('shows the load error with a retry that loads again', async () => {
    const load = jest
      .fn<ReturnType<OrderPageLoader>, Parameters<OrderPageLoader>>()
      .mockRejectedValueOnce(new ApiRequestError(500, []))
      .mockResolvedValue({ orders: [makeOrder()], total: 1 });
    await renderHistory('/backend/orders/history', load);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bestellungen konnten nicht geladen werden.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByText('1 Bestellung')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('goes to the last page when the URL names one beyond it', async () => {
    await renderHistory('/backend/orders/history?page=9', async () => ({ orders: [], total: 30 }));

    await screen.findByText('30 Bestellungen');
    expect(location()).toBe('/backend/orders/history?page=2');
  });
});
