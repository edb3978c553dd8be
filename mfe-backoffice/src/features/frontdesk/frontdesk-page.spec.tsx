import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import type { Order } from '@bestellwerk/domain';
import { makeOrder, makeOrderItem } from '@bestellwerk/domain/testing';
import { CounterViewPage } from './frontdesk-page.js';

function renderView(path: string, url: string, orders: Order[]) {
  const { fetch, calls } = jsonResponder({ [url]: { body: { data: orders } } });
  const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => path });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/backend/frontdesk/:branchId/:apiKey"
            element={<CounterViewPage view="frontdesk" />}
          />
          <Route
            path="/backend/orders-view/:branchId/:apiKey"
            element={<CounterViewPage view="backoffice" />}
          />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

describe('CounterViewPage', () => {
  it('shows the ticket numbers of ready and of confirmed orders on the pickup screen', async () => {
    const calls = renderView('/backend/frontdesk/1/k3y', '/api/orders/frontdesk/1/k3y', [
      makeOrder({ id: 1, ticketNumber: 11, isConfirmed: true }),
      makeOrder({ id: 2, ticketNumber: 12, isConfirmed: true, isInDelivery: true }),
      makeOrder({ id: 3, ticketNumber: 13 }),
    ]);

    const ready = await screen.findByRole('list', { name: 'Abholbereit' });
    expect(
      within(ready)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nummer 12']);
    const preparing = screen.getByRole('list', { name: 'In Zubereitung' });
    expect(
      within(preparing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nummer 11']);
    expect(screen.queryByText('13')).not.toBeInTheDocument();
    expect(calls[0].url).toBe('/api/orders/frontdesk/1/k3y');
  });

  it('lists open orders with their items on the staff view', async () => {
    renderView('/backend/orders-view/1/k3y', '/api/orders/backoffice/1/k3y', [
      makeOrder({
        id: 1,
        ticketNumber: 21,
        comment: 'Ohne Zwiebeln',
        items: [makeOrderItem({ name: 'Pizza Margherita', amount: 2 })],
      }),
      makeOrder({ id: 2, ticketNumber: 22, isCompleted: true, isConfirmed: true }),
    ]);

    const card = await screen.findByRole('article', { name: 'Nummer 21' });
    expect(card).toHaveTextContent('2 Stk. Pizza Margherita');
    expect(card).toHaveTextContent('Ohne Zwiebeln');
    expect(screen.queryByRole('article', { name: 'Nummer 22' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellübersicht' })).toBeInTheDocument();
  });
});
