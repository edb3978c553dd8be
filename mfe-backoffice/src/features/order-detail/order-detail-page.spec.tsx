import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Order } from '@bestellwerk/domain';
import { makeMe, makeOrder, makeOrderItem } from '@bestellwerk/domain/testing';
import { SHOW_CUSTOMER_DATA_KEY, SHOW_PRODUCT_DATA_KEY } from './display-settings-store.js';
import { OrderDetailPage } from './order-detail-page.js';

const ORDER = '/api/orders/1';

function renderDetail(order: Partial<Order> = {}, routes: Record<string, JsonRoute> = {}) {
  const { fetch, calls } = jsonResponder({
    [`GET ${ORDER}`]: {
      body: {
        data: makeOrder({
          id: 1,
          ticketNumber: 42,
          phone: '+43 660 1234567',
          email: 'anna@example.com',
          items: [makeOrderItem({ index: 0, name: 'Pizza Margherita', amount: 2 })],
          ...order,
        }),
      },
    },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => '/' });
  stores.session.setMe(makeMe());
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/orders/1']}>
        <Routes>
          <Route path="/backend/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  const posted = () =>
    calls
      .filter((call) => call.init.method !== undefined && call.init.method !== 'GET')
      .map((call) => call.url);
  return { calls, posted };
}

const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Status ändern' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => localStorage.clear());

describe('OrderDetailPage', () => {
  it.each<[string, Partial<Order>, string[]]>([
    ['a new order', {}, ['Bestätigen', 'Anderen Termin vorschlagen', 'Ablehnen', 'Stornieren']],
    [
      'a confirmed delivery',
      { isConfirmed: true, isDelivery: true },
      ['In Zustellung', 'Abgeschlossen', 'Ablehnen', 'Stornieren'],
    ],
    [
      'a confirmed takeaway order',
      { isConfirmed: true },
      ['Abholbereit', 'Abgeschlossen', 'Ablehnen', 'Stornieren'],
    ],
    [
      'a delivery underway',
      { isConfirmed: true, isDelivery: true, isInDelivery: true },
      ['Abgeschlossen', 'Stornieren'],
    ],
  ])('offers the status actions the state machine allows for %s', async (_, order, expected) => {
    renderDetail(order);
    expect(await screen.findByRole('heading', { name: 'Bestellung Nr. 42' })).toBeInTheDocument();

    expect(statusButtons()).toEqual(expected);
  });

  it('offers no status action for a finished order', async () => {
    renderDetail({ isConfirmed: true, isCompleted: true });
    await screen.findByRole('heading', { name: 'Bestellung Nr. 42' });

    expect(screen.queryByRole('group', { name: 'Status ändern' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Der Status dieser Bestellung kann nicht mehr geändert werden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Position bearbeiten/ })).not.toBeInTheDocument();
  });

  it.each<[string, Partial<Order>, string, boolean]>([
    ['an open order', {}, 'ca. 4,28 €', true],
    ['a completed order', { isConfirmed: true, isCompleted: true }, '4,28 €', false],
  ])(
    'shows a weighed item of %s with its price as final or not',
    async (_, order, price, notice) => {
      renderDetail({
        ...order,
        items: [
          makeOrderItem({
            name: 'Bauernbrot',
            amount: 2.14,
            unit: 'kg',
            calculationModel: 'approximate',
            gross: 4.28,
          }),
        ],
      });
      const row = (await screen.findByRole('rowheader', { name: /Bauernbrot/ })).closest('tr')!;

      expect(within(row).getByText(price, { exact: true })).toBeInTheDocument();
      expect(screen.getByTestId('order-total')).toHaveTextContent(
        new RegExp(`^${notice ? 'ca\\. ' : ''}\\d`),
      );
      expect(screen.queryByText(/Der endgültige Preis/) !== null).toBe(notice);
    },
  );

  it('offers the payment check for online payments only', async () => {
    renderDetail({ paymentMethod: 'mollie' });
    expect(
      await screen.findByRole('button', { name: 'Zahlungsstatus prüfen' }),
    ).toBeInTheDocument();
  });

  it('shows the customer with a phone link, the items and the receipt link', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Bestellung Nr. 42' });

    expect(screen.getByRole('link', { name: '+43 660 1234567' })).toHaveAttribute(
      'href',
      'tel:+436601234567',
    );
    expect(screen.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    );
    expect(screen.getByRole('rowheader', { name: 'Pizza Margherita' })).toBeInTheDocument();
    const receipt = screen.getByRole('link', { name: /Beleg anzeigen/ });
    expect(receipt).toHaveAttribute('href', '/api/orders/1/receipt');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('button', { name: 'Bestellung erneut senden (E-Mail)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Bestellung erneut senden (SMS)' }),
    ).toBeInTheDocument();
  });

  it('hides product and customer data as the display settings say, and remembers them', async () => {
    localStorage.setItem(SHOW_PRODUCT_DATA_KEY, '0');
    renderDetail();
    await screen.findByRole('heading', { name: 'Bestellung Nr. 42' });

    expect(screen.getByRole('checkbox', { name: 'Produktdaten anzeigen' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Produkte' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kunde' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Kundendaten anzeigen' }));
    expect(screen.queryByRole('heading', { name: 'Kunde' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SHOW_CUSTOMER_DATA_KEY)).toBe('0');
  });

  it('cancels only after the confirmation step', async () => {
    const { posted } = renderDetail(
      {},
      { [`POST ${ORDER}/status/cancel`]: { body: { data: null } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Stornieren' }));
    expect(posted()).toEqual([]);
    expect(
      screen.getByRole('group', { name: 'Möchten Sie diese Bestellung wirklich stornieren?' }),
    ).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    });

    expect(posted()).toEqual([`${ORDER}/status/cancel`]);
    expect(await screen.findByText('Die Bestellung wurde storniert.')).toBeInTheDocument();
  });

  it('shows a failed action with the server message and retries it', async () => {
    let refuse = true;
    const { posted } = renderDetail(
      {},
      {
        [`POST ${ORDER}/status/confirm`]: () =>
          refuse
            ? {
                status: 409,
                body: { errors: [{ message: 'Die Bestellung wurde bereits storniert.' }] },
              }
            : { body: { data: null } },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bestellstatus konnte nicht geändert werden.');
    expect(alert).toHaveTextContent('Die Bestellung wurde bereits storniert.');

    refuse = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(posted()).toEqual([`${ORDER}/status/confirm`, `${ORDER}/status/confirm`]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('proposes another time from date and time fields', async () => {
    const { calls } = renderDetail(
      {},
      { [`POST ${ORDER}/status/confirm`]: { body: { data: null } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Anderen Termin vorschlagen' }));
    expect(screen.getByLabelText('Datum')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2099-11-21' } });
    fireEvent.change(screen.getByLabelText('Uhrzeit'), { target: { value: '12:30' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Termin vorschlagen' }));
    });

    const confirm = calls.find((call) => call.url === `${ORDER}/status/confirm`);
    expect(JSON.parse(String(confirm?.init.body))).toEqual({
      counterAppointment: '2099-11-21T11:30:00.000Z',
    });
  });

  it('refuses a proposed time in the past before sending it', async () => {
    const { posted } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Anderen Termin vorschlagen' }));
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2000-01-01' } });
    fireEvent.change(screen.getByLabelText('Uhrzeit'), { target: { value: '12:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Termin vorschlagen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Gegenvorschlag muss in der Zukunft liegen.',
    );
    expect(posted()).toEqual([]);
  });

  it('changes the amount of an item', async () => {
    const { calls } = renderDetail(
      {},
      { [`PUT ${ORDER}/items/0`]: { body: { data: makeOrder() } } },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Position bearbeiten: Pizza Margherita' }),
    );

    const amount = screen.getByLabelText('Menge für Pizza Margherita (Stk.)');
    expect(amount).toHaveFocus();
    fireEvent.change(amount, { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });

    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ amount: 3, unit: 'piece' });
    expect(screen.queryByLabelText('Menge für Pizza Margherita (Stk.)')).not.toBeInTheDocument();
  });
});

describe('OrderDetailPage: weighed amounts, files and the rating', () => {
  it('sends a weighed amount typed with a decimal comma as it is', async () => {
    const { calls } = renderDetail(
      {
        items: [
          makeOrderItem({
            index: 0,
            name: 'Bauernbrot',
            amount: 2,
            unit: 'kg',
            calculationModel: 'approximate',
          }),
        ],
      },
      { [`PUT ${ORDER}/items/0`]: { body: { data: makeOrder() } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Position bearbeiten: Bauernbrot' }));
    fireEvent.change(screen.getByLabelText('Menge für Bauernbrot (kg)'), {
      target: { value: '2,14' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ amount: 2.14, unit: 'kg' });
  });

  it('shows each uploaded file of an item with its preview and a download link', async () => {
    renderDetail({
      items: [
        makeOrderItem({
          index: 0,
          name: 'Fototorte',
          parts: [
            { name: 'Foto', type: 'image', values: [], uploads: [7] },
            { name: 'Vorlage', type: 'files', values: [], uploads: [8] },
          ],
        }),
      ],
      uploads: [
        {
          id: 7,
          name: 'Oma.png',
          mimeType: 'image/png',
          size: 1234,
          url: '/upload/abc/7-1.png',
          previewUrl: '/upload/abc/preview/7-1.jpg',
        },
        {
          id: 8,
          name: 'Vorlage.pdf',
          mimeType: 'application/pdf',
          size: 999,
          url: '/upload/abc/8-1.pdf',
          previewUrl: null,
        },
      ],
    });
    const preview = await screen.findByRole('img', { name: 'Vorschau: Oma.png' });
    expect(preview).toHaveAttribute('src', '/upload/abc/preview/7-1.jpg');
    expect(preview.closest('a')).toHaveAttribute('href', '/upload/abc/7-1.png');
    const download = screen.getByRole('link', { name: 'Oma.png herunterladen' });
    expect(download).toHaveAttribute('href', '/upload/abc/7-1.png');
    expect(download).toHaveAttribute('download', 'Oma.png');
    expect(screen.getByRole('link', { name: 'Vorlage.pdf herunterladen' })).toHaveAttribute(
      'href',
      '/upload/abc/8-1.pdf',
    );
    expect(screen.queryByText(/Datei\(en\)/)).not.toBeInTheDocument();
  });

  it('shows the customer’s rating, or that there is none', async () => {
    renderDetail({
      questionnaire: {
        rating: 4,
        foodRating: 5,
        serviceRating: 3,
        processRating: 2,
        comment: 'Sehr freundlich',
        createdAt: '2026-11-21T09:15:00.000Z',
      },
    });
    const rating = await screen.findByRole('region', { name: 'Bewertung' });
    expect(within(rating).getByText('Gesamt').nextSibling).toHaveTextContent('4 von 5');
    expect(within(rating).getByText('Essen').nextSibling).toHaveTextContent('5 von 5');
    expect(within(rating).getByText('Ablauf').nextSibling).toHaveTextContent('2 von 5');
    expect(within(rating).getByText('Sehr freundlich')).toBeInTheDocument();
  });

  it('says when the order has no rating yet', async () => {
    renderDetail();
    const rating = await screen.findByRole('region', { name: 'Bewertung' });
    expect(within(rating).getByText('Noch keine Bewertung.')).toBeInTheDocument();
  });
});

describe('OrderDetailPage: a refused amount', () => {
  it('shows the server’s German message at the amount field and keeps the form open', async () => {
    const message = '„Bauernbrot“: Die Menge muss höchstens 5 kg betragen.';
    renderDetail(
      {
        items: [
          makeOrderItem({
            index: 0,
            name: 'Bauernbrot',
            amount: 2,
            unit: 'kg',
            calculationModel: 'approximate',
          }),
        ],
      },
      {
        [`PUT ${ORDER}/items/0`]: {
          status: 400,
          body: { errors: [{ field: 'amount', message }] },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Position bearbeiten: Bauernbrot' }));
    const amount = screen.getByLabelText('Menge für Bauernbrot (kg)');
    fireEvent.change(amount, { target: { value: '5,5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
