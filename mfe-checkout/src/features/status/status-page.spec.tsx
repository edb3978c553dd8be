import { render, screen } from '@testing-library/react';
import type { PublicOrder } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { StatusPage } from './status-page.js';

function order(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: 1,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 42,
    paymentMethod: 'cash',
    appointmentDate: null,
    appointment: null,
    counterAppointment: null,
    rejectionMessage: '',
    tableIdentifier: null,
    questionnaireRating: null,
    branch: { id: 1 },
    paymentRedirectUrl: null,
    isConfirmed: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isDelivery: false,
    isDineIn: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    createdAt: '2026-11-20T08:30:00.000Z',
    items: [],
    pricing: { gross: 0, totalNet: 0, totalGross: 0, deliveryGross: 0, taxes: {} },
    ...overrides,
  };
}

function renderStatus(answer: JsonRoute) {
  const { fetch } = jsonResponder({ '/api/orders/public/u1/h1': answer });
  render(
    <StoresProvider value={new RootStore({ fetch })}>
      <MemoryRouter initialEntries={['/status/u1/h1']}>
        <Routes>
          <Route path="/status/:uid/:hash" element={<StatusPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
}

describe('StatusPage', () => {
  it('shows the ticket number and where the order stands', async () => {
    renderStatus({ body: { data: order({ isConfirmed: true }) } });

    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('42');
    expect(
      screen.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Die Bestellung wurde bestätigt.');
  });

  it('says so in German when the order does not exist', async () => {
    renderStatus({ status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Bestellung nicht gefunden.');
  });
});
