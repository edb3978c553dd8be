import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { ORDER_FORM_MESSAGES, type Order, type UpdateOrderInput } from '@bestellwerk/domain';
import {
  makeBranch,
  makeConfig,
  makeDeliveryArea,
  makeMe,
  makeOrder,
} from '@bestellwerk/domain/testing';
import { OrderDetailPage } from './order-detail-page.js';
import { ORDER_DELETE_DETAILS } from './order-editing.js';
import { ORDER_EDIT_MESSAGES } from './order-edit-store.js';

const ORDER = '/api/orders/1';

/** Anna Huber's takeaway order Nr. 42 at Filiale Innenstadt (delivers to 6020 Innsbruck). */
const stored = (overrides: Partial<Order> = {}) =>
  makeOrder({
    id: 1,
    ticketNumber: 42,
    firstName: 'Anna',
    lastName: 'Huber',
    phone: '+436641234567',
    email: 'anna@example.com',
    appointmentDate: '2026-12-01T11:00:00.000Z',
    ...overrides,
  });

function renderDetail(
  order: Partial<Order> = {},
  routes: Record<string, JsonRoute> = {},
  roles: ('ROLE_ADMIN' | 'ROLE_EMPLOYEE')[] = ['ROLE_EMPLOYEE'],
) {
  const { fetch, calls } = jsonResponder({
    [`GET ${ORDER}`]: { body: { data: stored(order) } },
    '/api/orders': { body: { data: [] } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => '/' });
  stores.session.setMe(makeMe({ roles }));
  stores.init.apply([
    { url: '/api/config', data: makeConfig() },
    {
      url: '/api/branches',
      data: [
        makeBranch({
          id: 1,
          name: 'Filiale Innenstadt',
          isDeliveryEnabled: true,
          isTakeawayEnabled: true,
          isPreorderEnabled: true,
          deliveryAreas: [makeDeliveryArea({ id: 5, area: '6020 Innsbruck' })],
        }),
      ],
    },
  ]);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/orders/1']}>
        <Routes>
          <Route path="/backend/orders/:id" element={<OrderDetailPage />} />
          <Route path="/backend/orders" element={<p>Bestellübersicht</p>} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  const sent = (method: string) =>
    calls
      .filter((call) => call.init.method === method)
      .map((call) => ({
        url: call.url,
        body: call.init.body ? JSON.parse(String(call.init.body)) : null,
      }));
  return { calls, sent };
}

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  return screen.getByRole('form', { name: 'Bestellung bearbeiten' });
};

beforeEach(() => localStorage.clear());

describe('editing an order on its detail page', () => {
  it('fills the form with the order, sends the changed details and shows the answer', async () => {
    const changed = stored({ firstName: 'Anita', comment: 'Hintereingang' });
    const { sent } = renderDetail({}, { [`PUT ${ORDER}`]: { body: { data: changed } } });
    const form = await openForm();

    expect(within(form).getByLabelText(/^Vorname/)).toHaveValue('Anna');
    // 11:00 UTC is 12:00 in Vienna.
    expect(within(form).getByLabelText('Datum')).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText('Uhrzeit')).toHaveValue('12:00');
    expect(within(form).getByRole('radio', { name: 'Abholung' })).toBeChecked();

    fireEvent.change(within(form).getByLabelText(/^Vorname/), { target: { value: 'Anita' } });
    fireEvent.change(within(form).getByLabelText('Anmerkung'), {
      target: { value: 'Hintereingang' },
    });
    fireEvent.change(within(form).getByLabelText('Uhrzeit'), { target: { value: '14:30' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    });

    const [put] = sent('PUT');
    expect(put.url).toBe(ORDER);
    const body = put.body as UpdateOrderInput;
    expect(body).toMatchObject({
      firstName: 'Anita',
      comment: 'Hintereingang',
      // 14:30 in Vienna on 1 December is 13:30 UTC.
      appointmentDate: '2026-12-01T13:30:00.000Z',
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
    });
    expect(Object.keys(body)).not.toContain('paymentMethod');
    expect(screen.queryByRole('form', { name: 'Bestellung bearbeiten' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Die Bestellung wurde geändert.');
  });

  it('shows the rules’ messages at their fields and sends nothing', async () => {
    const { sent } = renderDetail();
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Lieferung' }));
    fireEvent.change(within(form).getByLabelText(/^Vorname/), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    });

    expect(sent('PUT')).toEqual([]);
    expect(within(form).getByLabelText(/^Vorname/)).toHaveAccessibleDescription(
      ORDER_FORM_MESSAGES.firstName,
    );
    expect(within(form).getByLabelText(/^Liefergebiet/)).toHaveAccessibleDescription(
      ORDER_FORM_MESSAGES.deliveryArea,
    );
  });

  it('shows the server’s field errors at their fields and its 409 on top', async () => {
    let answer = {
      status: 400,
      body: {
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'appointmentDate',
            message: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
          },
        ],
      },
    };
    renderDetail({}, { [`PUT ${ORDER}`]: () => answer });
    const form = await openForm();
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    });
    expect(within(form).getByLabelText('Datum')).toHaveAccessibleDescription(
      'Zum ausgewählten Tag sind keine Termine verfügbar.',
    );

    const message =
      'Diese Bestellung wurde bereits online bezahlt, ihr Gesamtbetrag kann nicht mehr geändert werden.';
    answer = {
      status: 409,
      body: { errors: [{ code: 'ORDER_PAID_ONLINE_TOTAL_FIXED', message } as never] },
    };
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
  });

  it('notes for an order paid online that its total cannot change', async () => {
    renderDetail({ paymentMethod: 'mollie', isPaid: true });
    const form = await openForm();
    expect(within(form).getByText(ORDER_EDIT_MESSAGES.paidOnline)).toBeInTheDocument();
  });

  it('offers no editing for a completed order and no deleting to employees', async () => {
    renderDetail({ isConfirmed: true, isCompleted: true });
    await screen.findByRole('heading', { name: 'Bestellung Nr. 42' });
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });
});

describe('deleting an order on its detail page', () => {
  it('asks first, says what is erased and kept, deletes and goes back to the list', async () => {
    const { sent } = renderDetail(
      { isConfirmed: true, isCompleted: true },
      { [`DELETE ${ORDER}`]: { body: { data: null } } },
      ['ROLE_ADMIN'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Bestellung Nr. 42 wirklich löschen?',
    });
    expect(dialog).toHaveAccessibleDescription(ORDER_DELETE_DETAILS);
    expect(sent('DELETE')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }),
      );
    });
    expect(sent('DELETE')).toEqual([{ url: ORDER, body: null }]);
    expect(await screen.findByText('Bestellübersicht')).toBeInTheDocument();
  });

  it('stays on the order and shows the failure when deleting fails', async () => {
    renderDetail(
      {},
      {
        [`DELETE ${ORDER}`]: {
          status: 404,
          body: {
            errors: [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
          },
        },
      },
      ['ROLE_ADMIN'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }),
      );
    });
    expect(screen.getByRole('heading', { name: 'Bestellung Nr. 42' })).toBeInTheDocument();
    expect(screen.getByText('Bestellung wurde nicht gefunden.')).toBeInTheDocument();
  });
});
