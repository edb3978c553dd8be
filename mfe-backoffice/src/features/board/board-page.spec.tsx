import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import type { Order } from '@bestellwerk/domain';
import { makeBranch, makeMe, makeOrder } from '@bestellwerk/domain/testing';
import { BackofficeLayout } from '../../shared/layout/index.js';
import { OrderDetailPage } from '../order-detail/index.js';
import { OrderBoardProvider } from './board-context.js';
import { NewOrdersBadge, SoundToggle } from './board-indicators.js';
import { BoardPage } from './board-page.js';
import { fakeEventSources } from './fake-event-source.js';
import { WebAudioChime } from './order-chime.js';
import { OrderBoardStore } from './order-board-store.js';

const at = (time: string) => `2026-11-20T${time}:00.000Z`;

function renderBoard({ current = [] as Order[], missed = [] as Order[], extra = {} } = {}) {
  const { fetch, calls } = jsonResponder({
    '/api/branches': {
      body: {
        data: [makeBranch({ id: 1, name: 'Innenstadt' }), makeBranch({ id: 2, name: 'Hall' })],
      },
    },
    '/api/orders/current': { body: { data: [...current, ...missed] } },
    '/api/orders/missed': { body: { data: missed } },
    ...extra,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => '/' });
  stores.session.setMe(makeMe({ branches: [{ id: 1 }, { id: 2 }] }));
  const { EventSource, sources } = fakeEventSources();
  const chime = new WebAudioChime(null);
  const play = jest.spyOn(chime, 'play');
  const board = new OrderBoardStore({
    api: stores.api,
    worksFor: (id) => stores.session.worksFor(id),
    EventSource,
    chime,
    storage: null,
  });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/orders']}>
        <OrderBoardProvider board={board} chime={chime}>
          <BackofficeLayout ordersBadge={<NewOrdersBadge />} tools={<SoundToggle />}>
            <BoardPage />
          </BackofficeLayout>
        </OrderBoardProvider>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { board, sources, calls, play };
}

describe('BoardPage', () => {
  it('shows the current orders by due time with ticket, time, type, customer, total, payment and status', async () => {
    renderBoard({
      current: [
        makeOrder({
          id: 2,
          ticketNumber: 8,
          createdAt: at('09:00'),
          isConfirmed: true,
          isDelivery: true,
          firstName: 'Berta',
          lastName: 'Huber',
          paymentMethod: 'mollie',
          isPaid: true,
          pricing: { gross: 24.5, totalNet: 22, totalGross: 24.5, deliveryGross: 0, taxes: {} },
        }),
        makeOrder({ id: 1, ticketNumber: 7, createdAt: at('08:00') }),
      ],
    });

    const list = await screen.findByRole('list', { name: /Aktuelle Bestellungen/ });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Bestellung Nr. 7',
      'Bestellung Nr. 8',
    ]);
    const second = cards[1];
    expect(second).toHaveTextContent('10:00');
    expect(second).toHaveTextContent('Lieferung');
    expect(second).toHaveTextContent('Berta Huber');
    expect(second).toHaveTextContent('24,50 €');
    expect(second).toHaveTextContent('Online bezahlen (Mollie) – Bezahlt');
    expect(second).toHaveTextContent('Bestätigt');
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/backend/orders/2');
  });

  it('shows missed orders in a section of their own', async () => {
    renderBoard({ missed: [makeOrder({ id: 5, ticketNumber: 3 })] });

    const missed = await screen.findByRole('region', { name: /Verpasste Bestellungen/ });
    expect(within(missed).getByRole('link', { name: 'Bestellung Nr. 3' })).toBeInTheDocument();
  });

  it('counts new orders in the badge and adds a placed one live', async () => {
    const { sources, play } = renderBoard({
      current: [makeOrder({ id: 1, ticketNumber: 7 })],
      extra: { '/api/orders/9': { body: { data: makeOrder({ id: 9, ticketNumber: 9 }) } } },
    });
    await screen.findByRole('link', { name: 'Bestellung Nr. 7' });
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('1 neue Bestellung');
    expect(screen.getByText('Aktualisierung alle 10 s')).toBeInTheDocument();

    await act(async () => {
      sources[0].open();
      sources[0].send({ type: 'placed', order: 9, branch: 1 });
    });

    expect(await screen.findByRole('link', { name: 'Bestellung Nr. 9' })).toBeInTheDocument();
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('2 neue Bestellungen');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows the orders of all my branches, each card naming its branch, and filters to one', async () => {
    renderBoard({
      current: [
        makeOrder({ id: 1, ticketNumber: 7, branch: { id: 1 }, createdAt: at('08:00') }),
        makeOrder({ id: 2, ticketNumber: 3, branch: { id: 2 }, createdAt: at('09:00') }),
      ],
    });
    const select = await screen.findByRole('combobox', { name: 'Filiale' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle meine Filialen', 'Innenstadt', 'Hall']);
    expect(screen.getByTestId('order-1')).toHaveTextContent('FilialeInnenstadt');
    expect(screen.getByTestId('order-2')).toHaveTextContent('FilialeHall');
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('2 neue Bestellungen');

    await act(async () => {
      fireEvent.change(select, { target: { value: '2' } });
    });

    expect(select).toHaveValue('2');
    expect(screen.queryByTestId('order-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-2')).not.toHaveTextContent('Filiale');
    // The badge still counts every branch, and the board says where the other one waits.
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('2 neue Bestellungen');
    expect(screen.getByText(/1 neue Bestellung in einer anderen Filiale\./)).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Alle meine Filialen anzeigen' }));
    });
    expect(select).toHaveValue('');
    expect(screen.getByTestId('order-1')).toBeInTheDocument();
  });

  it('counts and chimes for an order placed at the other branch while the board shows one', async () => {
    const { board, sources, play } = renderBoard({
      extra: {
        '/api/orders/9': {
          body: { data: makeOrder({ id: 9, ticketNumber: 9, branch: { id: 2 } }) },
        },
      },
    });
    await screen.findByRole('combobox', { name: 'Filiale' });
    act(() => board.selectBranch(1));
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('0 neue Bestellungen');

    await act(async () => {
      sources[0].open();
      sources[0].send({ type: 'placed', order: 9, branch: 2 });
    });

    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('1 neue Bestellung');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Bestellung Nr. 9' })).not.toBeInTheDocument();
  });

  it('reloads an open order detail on its live event, also when the change took it off the board', async () => {
    let canceled = false;
    const order = () =>
      makeOrder({ id: 5, ticketNumber: 12, counterAppointment: at('15:00'), isCanceled: canceled });
    const { fetch } = jsonResponder({
      '/api/branches': { body: { data: [makeBranch({ id: 1, name: 'Innenstadt' })] } },
      '/api/orders/current': () => ({ body: { data: canceled ? [] : [order()] } }),
      '/api/orders/missed': { body: { data: [] } },
      '/api/orders/5': () => ({ body: { data: order() } }),
    });
    const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => '/' });
    stores.session.setMe(makeMe({ branches: [{ id: 1 }] }));
    const { EventSource, sources } = fakeEventSources();
    const board = new OrderBoardStore({
      api: stores.api,
      worksFor: (id) => stores.session.worksFor(id),
      EventSource,
      storage: null,
    });
    render(
      <StoresProvider value={stores}>
        <MemoryRouter initialEntries={['/backend/orders/5']}>
          <OrderBoardProvider board={board} chime={new WebAudioChime(null)}>
            <Routes>
              <Route path="/backend/orders/:id" element={<OrderDetailPage />} />
            </Routes>
          </OrderBoardProvider>
        </MemoryRouter>
      </StoresProvider>,
    );
    expect(await screen.findByTestId('order-state')).toHaveTextContent('Terminvorschlag offen');

    // The customer rejected the proposed time on the status page: the order is cancelled.
    canceled = true;
    await act(async () => {
      sources[0].open();
      sources[0].send({ type: 'updated', order: 5, branch: 1 });
    });

    await waitFor(() => expect(screen.getByTestId('order-state')).toHaveTextContent('Storniert'));
    expect(board.current).toEqual([]);
  });
});
