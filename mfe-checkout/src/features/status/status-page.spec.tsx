import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PublicOrder } from '@bestellwerk/domain';
import { makeBranch, makeConfig } from '@bestellwerk/domain/testing';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeOrderItem, makePublicOrder as order } from '@bestellwerk/domain/testing';
import { ratingDismissalKey } from './rating-dismissal.js';
import { StatusPage } from './status-page.js';

const ORDER_URL = '/api/orders/public/u1/h1';

function renderStatus(routes: Record<string, JsonRoute>, setup?: (root: RootStore) => void) {
  const responder = jsonResponder(routes);
  const root = new RootStore({ fetch: responder.fetch });
  root.config.setConfig(makeConfig({ timeZone: 'Europe/Vienna', isOrderReviewEnabled: true }));
  setup?.(root);
  const view = render(
    <StoresProvider value={root}>
      <MemoryRouter initialEntries={['/status/u1/h1']}>
        <Routes>
          <Route path="/status/:uid/:hash" element={<StatusPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  const getCalls = () => responder.calls.filter((call) => call.url === ORDER_URL);
  return { ...view, calls: responder.calls, getCalls };
}

/** Answers the order URL with each order in turn, repeating the last. */
function sequence(...orders: PublicOrder[]): JsonRoute {
  let index = 0;
  return () => ({ body: { data: orders[Math.min(index++, orders.length - 1)] } });
}

const currentStep = () =>
  document.querySelector('.bw-timeline [aria-current="step"] .bw-timeline__label')?.textContent;

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('StatusPage', () => {
  it('thanks for the order and shows the ticket number and where it stands', async () => {
    renderStatus({ [ORDER_URL]: { body: { data: order({ isConfirmed: true }) } } });

    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('42');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die Bestellung wurde bestätigt und wird zubereitet.',
    );
  });

  it('shows the cancelled heading and the rejection message for a rejected order', async () => {
    renderStatus({
      [ORDER_URL]: {
        body: { data: order({ isRejected: true, rejectionMessage: 'Leider ausgebucht.' }) },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Leider ausgebucht.')).toBeInTheDocument();
    expect(currentStep()).toBe('Abgelehnt');
  });

  it.each<[string, Partial<PublicOrder>, string, string[]]>([
    [
      'a new takeaway order waits for confirmation',
      {},
      'Warten auf Bestätigung',
      ['Warten auf Bestätigung', 'Bestätigt – wird zubereitet', 'Abholbereit', 'Abgeschlossen'],
    ],
    [
      'a delivery on its way',
      { isDelivery: true, isConfirmed: true, isInDelivery: true },
      'Unterwegs',
      ['Warten auf Bestätigung', 'Bestätigt – wird zubereitet', 'Unterwegs', 'Abgeschlossen'],
    ],
    [
      'a takeaway ready for pickup',
      { isConfirmed: true, isInDelivery: true },
      'Abholbereit',
      ['Warten auf Bestätigung', 'Bestätigt – wird zubereitet', 'Abholbereit', 'Abgeschlossen'],
    ],
    [
      'a confirmed dine-in order (no third step)',
      { isDineIn: true, isConfirmed: true },
      'Bestätigt – wird zubereitet',
      ['Warten auf Bestätigung', 'Bestätigt – wird zubereitet', 'Abgeschlossen'],
    ],
  ])('marks the current step: %s', async (_name, flags, current, labels) => {
    renderStatus({ [ORDER_URL]: { body: { data: order(flags) } } });

    await screen.findByTestId('ticket-number');
    const items = document.querySelectorAll('ol.bw-timeline > li');
    expect(
      [...items].map((item) => item.querySelector('.bw-timeline__label')?.textContent),
    ).toEqual(labels);
    expect(document.querySelectorAll('ol.bw-timeline [aria-current="step"]')).toHaveLength(1);
    expect(currentStep()).toBe(current);
  });

  it('polls every 10 s and stops once the order is completed', async () => {
    jest.useFakeTimers();
    const { getCalls } = renderStatus({
      [ORDER_URL]: sequence(
        order(),
        order({ isConfirmed: true }),
        order({ isConfirmed: true, isCompleted: true }),
      ),
    });
    await screen.findByTestId('ticket-number');
    expect(screen.getByRole('status')).toHaveTextContent('wartet auf Bestätigung');
    expect(getCalls()).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(9_999));
    expect(getCalls()).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(getCalls()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('bestätigt und wird zubereitet');

    await act(async () => jest.advanceTimersByTime(10_000));
    expect(getCalls()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Die Bestellung ist abgeschlossen.');

    await act(async () => jest.advanceTimersByTime(60_000));
    expect(getCalls()).toHaveLength(3);
  });

  it('stops polling on unmount', async () => {
    jest.useFakeTimers();
    const { getCalls, unmount } = renderStatus({ [ORDER_URL]: { body: { data: order() } } });
    await screen.findByTestId('ticket-number');

    unmount();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(getCalls()).toHaveLength(1);
  });

  it('keeps showing the last data when a poll fails', async () => {
    jest.useFakeTimers();
    let call = 0;
    renderStatus({
      [ORDER_URL]: () =>
        call++ === 0 ? { body: { data: order({ isConfirmed: true }) } } : { status: 500 },
    });
    await screen.findByTestId('ticket-number');

    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('ticket-number')).toHaveTextContent('42');
    expect(screen.getByRole('status')).toHaveTextContent('bestätigt');
    expect(screen.getByText(/Der Status konnte gerade nicht aktualisiert werden/)).toBeVisible();
  });

  it('says so in German when the link is wrong (404)', async () => {
    renderStatus({
      [ORDER_URL]: { status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Bestellung nicht gefunden.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte prüfen Sie den Link aus Ihrer Bestellbestätigung.',
    );
  });

  it('shows order type, table, appointment, items and totals', async () => {
    renderStatus({
      [ORDER_URL]: {
        body: {
          data: order({
            isDineIn: true,
            tableIdentifier: 'T4',
            appointmentDate: '2026-11-20T11:00:00.000Z',
            appointment: '2026-11-20T11:30:00.000Z',
            items: [
              makeOrderItem({
                parts: [
                  { name: 'Extras', type: 'multiselect', values: ['Oliven', 'Käse'], uploads: [] },
                ],
              }),
              makeOrderItem({
                index: 1,
                name: 'Käse',
                amount: 0.5,
                unit: 'kg',
                calculationModel: 'approximate',
                gross: 12,
              }),
            ],
            pricing: {
              gross: 31,
              totalNet: 28.18,
              totalGross: 31,
              deliveryGross: 0,
              taxes: { '10': 2.82 },
            },
          }),
        },
      },
    });
    await screen.findByTestId('ticket-number');

    expect(screen.getByText('Vor Ort essen')).toBeInTheDocument();
    expect(screen.getByText('T4')).toBeInTheDocument();
    expect(screen.getByText('Termin')).toBeInTheDocument();
    expect(screen.getByTestId('order-time')).toHaveTextContent('20.11.2026 12:30');
    expect(screen.getByText('2 Stk.')).toBeInTheDocument();
    expect(screen.getByText('Extras: Oliven, Käse')).toBeInTheDocument();
    expect(screen.getByText('0,5 kg')).toBeInTheDocument();
    expect(screen.getByText(/^ca\. 12,00/)).toBeInTheDocument();
    expect(screen.getByText('MwSt. 10 %')).toBeInTheDocument();
    expect(screen.getByTestId('order-total').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'ca. 31,00 €',
    );
    expect(screen.queryByText('Zahlungsstatus')).not.toBeInTheDocument();
  });

  it('shows the final price of a completed order and ticks its last step', async () => {
    renderStatus({
      [ORDER_URL]: {
        body: {
          data: order({
            isConfirmed: true,
            isCompleted: true,
            items: [
              makeOrderItem({
                name: 'Bauernbrot',
                amount: 2.14,
                unit: 'kg',
                calculationModel: 'approximate',
                gross: 9.63,
              }),
            ],
            pricing: {
              gross: 9.63,
              totalNet: 8.75,
              totalGross: 9.63,
              deliveryGross: 0,
              taxes: { '10': 0.88 },
            },
          }),
        },
      },
    });
    await screen.findByTestId('ticket-number');

    expect(screen.getByTestId('order-total').textContent?.replace(/\u00a0/g, ' ')).toBe('9,63 €');
    expect(screen.queryByText(/^ca\./)).toBeNull();
    expect(screen.queryByText(/Der endgültige Preis/)).toBeNull();
    const last = screen.getByText('Abgeschlossen').closest('li')!;
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(last).toHaveTextContent('✓');
    expect(last).toHaveTextContent('(erledigt)');
  });

  it.each<[Partial<PublicOrder>, string]>([
    [{ paymentMethod: 'mollie' }, 'Warten auf Zahlung'],
    [{ paymentMethod: 'datatrans', isPaid: true }, 'Bezahlt'],
    [{ paymentMethod: 'mollie', isPaid: true, isRefunded: true }, 'Rückerstattet'],
  ])('shows the payment state of an online payment %j', async (fields, label) => {
    renderStatus({ [ORDER_URL]: { body: { data: order(fields) } } });
    await screen.findByTestId('ticket-number');

    expect(screen.getByText('Zahlungsstatus')).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows the branch contact with tel and mailto links', async () => {
    renderStatus({ [ORDER_URL]: { body: { data: order() } } }, (root) =>
      root.branches.replace([
        makeBranch({
          id: 1,
          name: 'Innenstadt',
          phone: '+43 512 123456',
          email: 'info@example.at',
        }),
      ]),
    );
    await screen.findByTestId('ticket-number');

    expect(screen.getByText('Innenstadt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+43 512 123456' })).toHaveAttribute(
      'href',
      'tel:+43512123456',
    );
    expect(screen.getByRole('link', { name: 'info@example.at' })).toHaveAttribute(
      'href',
      'mailto:info@example.at',
    );
  });

  describe('counter-appointment', () => {
    const proposed = order({ counterAppointment: '2026-11-20T13:00:00.000Z' });

    it('offers the proposed time and reloads after accepting', async () => {
      const { calls, getCalls } = renderStatus({
        [ORDER_URL]: sequence(
          proposed,
          order({ isConfirmed: true, appointment: '2026-11-20T13:00:00.000Z' }),
        ),
        [`POST ${ORDER_URL}/confirm-counter-appointment`]: { body: { data: null } },
      });

      expect(await screen.findByTestId('counter-appointment')).toHaveTextContent(
        '20.11.2026 14:00 Uhr',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Termin annehmen' }));

      expect(
        await screen.findByText('Die Bestellung wurde bestätigt und wird zubereitet.'),
      ).toBeVisible();
      const post = calls.find((call) => call.url.endsWith('/confirm-counter-appointment'));
      expect(post?.init.method).toBe('POST');
      expect(post?.init.body).toBeUndefined();
      expect(getCalls()).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Termin annehmen' })).not.toBeInTheDocument();
    });

    it('posts the rejection', async () => {
      const { calls } = renderStatus({
        [ORDER_URL]: sequence(proposed, order({ isCanceled: true })),
        [`POST ${ORDER_URL}/reject-counter-appointment`]: { body: { data: null } },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Termin ablehnen' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
      ).toBeInTheDocument();
      expect(calls.some((call) => call.url.endsWith('/reject-counter-appointment'))).toBe(true);
    });

    it('says so when the answer cannot be sent', async () => {
      renderStatus({
        [ORDER_URL]: { body: { data: proposed } },
        [`POST ${ORDER_URL}/confirm-counter-appointment`]: {
          status: 409,
          body: { errors: [{ message: 'Zu dieser Bestellung liegt kein Terminvorschlag vor.' }] },
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Termin annehmen' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Ihre Antwort konnte nicht gesendet werden. Zu dieser Bestellung liegt kein Terminvorschlag vor.',
      );
    });

    it('is not offered for a confirmed order', async () => {
      renderStatus({
        [ORDER_URL]: { body: { data: order({ ...proposed, isConfirmed: true }) } },
      });
      await screen.findByTestId('ticket-number');
      expect(screen.queryByRole('button', { name: 'Termin annehmen' })).not.toBeInTheDocument();
    });
  });

  describe('rating', () => {
    const completed = order({ isConfirmed: true, isCompleted: true });
    const ratingHeading = () =>
      screen.queryByRole('heading', { name: 'Wie hat es Ihnen gefallen?' });

    function rateAll(score = 4) {
      for (const label of ['Gesamt', 'Essen', 'Service', 'Ablauf']) {
        const group = screen.getByRole('group', { name: label });
        fireEvent.click(within(group).getByRole('radio', { name: `${score} Sterne` }));
      }
    }

    it('asks for a rating of a completed, unrated order', async () => {
      renderStatus({ [ORDER_URL]: { body: { data: completed } } });
      await screen.findByTestId('ticket-number');
      expect(ratingHeading()).toBeInTheDocument();
      for (const label of ['Gesamt', 'Essen', 'Service', 'Ablauf']) {
        expect(
          within(screen.getByRole('group', { name: label })).getAllByRole('radio'),
        ).toHaveLength(5);
      }
    });

    it.each<[string, Partial<PublicOrder>, boolean, boolean]>([
      ['not completed', { isConfirmed: true }, true, false],
      [
        'already rated',
        { isConfirmed: true, isCompleted: true, questionnaireRating: 5 },
        true,
        false,
      ],
      ['reviews disabled', { isConfirmed: true, isCompleted: true }, false, false],
      ['dismissed before', { isConfirmed: true, isCompleted: true }, true, true],
    ])('is hidden when %s', async (_name, fields, reviewEnabled, dismissed) => {
      if (dismissed) localStorage.setItem(ratingDismissalKey('u1'), '1');
      renderStatus({ [ORDER_URL]: { body: { data: order(fields) } } }, (root) =>
        root.config.setConfig(makeConfig({ isOrderReviewEnabled: reviewEnabled })),
      );
      await screen.findByTestId('ticket-number');
      expect(ratingHeading()).not.toBeInTheDocument();
    });

    it('remembers a dismissal for this order', async () => {
      renderStatus({ [ORDER_URL]: { body: { data: completed } } });
      fireEvent.click(await screen.findByRole('button', { name: 'Nicht jetzt' }));

      expect(ratingHeading()).not.toBeInTheDocument();
      expect(localStorage.getItem(ratingDismissalKey('u1'))).toBe('1');
    });

    it('shows the comment only after all four ratings, then sends them and reloads', async () => {
      const { calls, getCalls } = renderStatus({
        [ORDER_URL]: sequence(completed, { ...completed, questionnaireRating: 4 }),
        [`POST ${ORDER_URL}/questionnaire`]: { body: { data: null } },
      });
      await screen.findByTestId('ticket-number');
      const send = screen.getByRole('button', { name: 'Bewertung senden' });
      expect(send).toBeDisabled();

      for (const label of ['Gesamt', 'Essen', 'Service']) {
        fireEvent.click(
          within(screen.getByRole('group', { name: label })).getByRole('radio', {
            name: '4 Sterne',
          }),
        );
        expect(screen.queryByLabelText('Kommentar (optional)')).not.toBeInTheDocument();
      }
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Ablauf' })).getByRole('radio', {
          name: '1 Stern',
        }),
      );
      fireEvent.change(screen.getByLabelText('Kommentar (optional)'), {
        target: { value: 'Sehr gut' },
      });
      fireEvent.click(send);

      await waitFor(() => expect(ratingHeading()).not.toBeInTheDocument());
      expect(screen.getByText('Vielen Dank für Ihre Bewertung!')).toBeInTheDocument();
      const post = calls.find((call) => call.url.endsWith('/questionnaire'));
      expect(JSON.parse(String(post?.init.body))).toEqual({
        rating: 4,
        foodRating: 4,
        serviceRating: 4,
        processRating: 1,
        comment: 'Sehr gut',
      });
      expect(getCalls()).toHaveLength(2);
    });

    it('says so when the rating cannot be sent', async () => {
      renderStatus({
        [ORDER_URL]: { body: { data: completed } },
        [`POST ${ORDER_URL}/questionnaire`]: { status: 500 },
      });
      await screen.findByTestId('ticket-number');
      rateAll();
      fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Die Bewertung konnte nicht gesendet werden.',
      );
      expect(ratingHeading()).toBeInTheDocument();
    });
  });
});
