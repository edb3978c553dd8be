import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Branch, Config, Donatee, OpeningHourEntry, Table } from '@bestellwerk/domain';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeMenu,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { CheckoutPage } from './checkout-page.js';

const ALWAYS_OPEN: OpeningHourEntry[] = [
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '23:59' },
];
const bread = makeProduct({ id: 10, name: 'Bauernbrot', price: 4.5 });

interface Setup {
  branch?: Partial<Branch>;
  config?: Partial<Config>;
  tables?: Table[];
  donatees?: Donatee[];
  routes?: Record<string, JsonRoute>;
  items?: boolean;
  path?: string;
  redirect?: (url: string) => void;
}

function setup({
  branch = {},
  config = {},
  tables = [],
  donatees = [],
  routes = {},
  items = true,
  path = '/store/innenstadt/checkout',
  redirect,
}: Setup = {}) {
  const responder = jsonResponder(routes);
  const stores = new RootStore({ fetch: responder.fetch });
  stores.init.apply([
    { url: '/api/config', data: makeConfig(config) },
    { url: '/api/branches', data: [makeBranch({ openingHours: ALWAYS_OPEN, ...branch })] },
    {
      url: '/api/menus',
      data: [
        makeMenu({ catalog: [{ id: 1, products: [{ id: 10, isEnabled: true, schedule: null }] }] }),
      ],
    },
    { url: '/api/categories', data: [makeCategory({ id: 1 })] },
    { url: '/api/products', data: [bread] },
    { url: '/api/tables', data: tables },
    { url: '/api/donatees', data: donatees },
  ]);
  stores.cart.load('innenstadt');
  if (items) stores.cart.addItem({ product: bread, amount: 2, unit: 'piece', parts: [] });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:branch/checkout" element={<CheckoutPage redirect={redirect} />} />
          <Route
            path="/store/:branch/checkout/error"
            element={<CheckoutPage paymentFailed redirect={redirect} />}
          />
          <Route path="/status/:uid/:hash" element={<p>Statusseite</p>} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { stores, calls: responder.calls };
}

function fillRequired() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Vorname' }), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Nachname' }), {
    target: { value: 'Berger' },
  });
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }),
  );
  fireEvent.click(
    screen.getByRole('checkbox', {
      name: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
    }),
  );
}

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));

const order = {
  uid: 'u1',
  hash: 'h1',
  paymentRedirectUrl: null,
  pricing: { gross: 9, totalNet: 8.18, totalGross: 9, deliveryGross: 0, taxes: {} },
};

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = jest.fn();
});

describe('CheckoutPage', () => {
  it('says the cart is empty and links back to the branch', () => {
    setup({ items: false });

    expect(screen.getByRole('heading', { name: 'Bestellvorgang' })).toBeInTheDocument();
    expect(document.title).toBe('Bestellvorgang - Bäckerei Korn');
    expect(screen.getByText('Keine Produkte im Warenkorb!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Filiale' })).toHaveAttribute(
      'href',
      '/store/innenstadt',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports the failed payment on the error route and keeps the cart', () => {
    setup({ path: '/store/innenstadt/checkout/error' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    );
    expect(screen.getByText('Bauernbrot')).toBeInTheDocument();
    expect(document.title).toBe('Bestellvorgang - Bäckerei Korn');
  });

  it('shows the cart with totals and taxes', () => {
    setup();
    const summary = screen.getByRole('region', { name: 'Warenkorb' });
    expect(within(summary).getByText('Gesamt').nextSibling).toHaveTextContent('9,00 €');
    expect(within(summary).getByText('MwSt. 10 %')).toBeInTheDocument();
  });

  it('marks required fields and shows the messages at the fields on submit', () => {
    const { calls } = setup({ branch: { isTakeawayPhoneRequired: true } });
    expect(screen.getByText('Vorname', { selector: 'label' })).toHaveTextContent('Vorname *');
    expect(screen.getByText('Telefon', { selector: 'label' })).toHaveTextContent('Telefon *');

    submit();

    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Bitte geben Sie Ihren Vornamen an.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie Ihre Telefonnummer an.')).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptieren Sie die AGB.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Telefon' }), {
      target: { value: '0664 123' },
    });
    expect(
      screen.getByText('Bitte geben Sie eine gültige Nummer im Format +436641234567 an.'),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    fireEvent.change(phone, { target: { value: '0043 664-123' } });
    expect(phone).toHaveValue('0043 664123');
    fireEvent.focusOut(phone);
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+43664123');
  });

  it('preselects dine-in and the table the cart keeps from a QR link', () => {
    const tables: Table[] = [
      { id: 1, identifier: 'T1', name: 'Tisch 1', branch: { id: 1 } },
      { id: 2, identifier: 'T2', name: 'Tisch 2', branch: { id: 1 } },
    ];
    const { stores } = setup({
      branch: { isDineInEnabled: true, isTableSelectionEnabled: true },
      tables,
    });
    act(() => {
      stores.cart.setDeliveryMethod('dineIn');
      stores.cart.setOrderDetails({ table: 'T2' });
    });

    expect(screen.getByRole('radio', { name: 'Vor Ort essen' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tisch' })).toHaveValue('T2');
  });

  it('sends the order without prices and with an Idempotency-Key, then shows the status', async () => {
    const { calls, stores } = setup({
      routes: { 'POST /api/orders': { status: 201, body: { data: order } } },
    });
    fillRequired();
    submit();

    expect(await screen.findByText('Statusseite')).toBeInTheDocument();
    const body = JSON.parse(String(calls[0].init.body));
    expect(body).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berger',
      branch: 1,
      isDelivery: false,
      isDineIn: false,
      paymentMethod: 'cash',
      country: 'AT',
      items: [{ product: 10, amount: 2, unit: 'piece', parts: [] }],
    });
    expect(JSON.stringify(body)).not.toMatch(/price|gross/i);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(stores.cart.items).toEqual([]);
  });

  it('sends the customer to the payment provider when the answer has a redirect url', async () => {
    const redirect = jest.fn();
    const { stores } = setup({
      redirect,
      routes: {
        'POST /api/orders': {
          status: 201,
          body: { data: { ...order, paymentRedirectUrl: 'https://pay.example/x' } },
        },
      },
    });
    fillRequired();
    submit();

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/x'));
    // The cart stays for a failed payment; the order's status page empties it.
    expect(stores.cart.items).toHaveLength(1);
    expect(stores.cart.settleAwaitedPayment('innenstadt', order.uid)).toBe(true);
    expect(stores.cart.items).toEqual([]);
  });

  it('shows the server errors at the top and at their field', async () => {
    setup({
      routes: {
        'POST /api/orders': {
          status: 422,
          body: {
            errors: [
              { message: 'Derzeit haben wir leider geschlossen.' },
              { message: 'Dieser Nachname ist zu lang.', field: 'lastName' },
            ],
          },
        },
      },
    });
    fillRequired();
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Derzeit haben wir leider geschlossen.');
    expect(alert).toHaveTextContent('Dieser Nachname ist zu lang.');
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveAccessibleDescription(
      'Dieser Nachname ist zu lang.',
    );
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('offers no way to send the order while the branch is closed and takes no preorders', () => {
    const { calls } = setup({ branch: { openingHours: [], closedMessage: 'Betriebsurlaub' } });
    fillRequired();

    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    expect(screen.getByTestId('checkout-closed')).toHaveTextContent(
      'Derzeit haben wir leider geschlossen.Betriebsurlaub',
    );
    fireEvent.submit(screen.getByRole('textbox', { name: 'Vorname' }).closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Derzeit haben wir leider geschlossen. Betriebsurlaub',
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toEqual([]);
  });

  it('takes the order of a closed branch with preorders and shows the preorder hint', () => {
    setup({ branch: { openingHours: [], isPreorderEnabled: true } });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    );
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
  });

  it('says an unknown error occurred when the failure carries no data', async () => {
    setup({ routes: { 'POST /api/orders': { status: 500 } } });
    fillRequired();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein unbekannter Fehler ist aufgetreten.',
    );
  });

  it('reads "Bitte warten..." while sending', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    setup({
      routes: {
        'POST /api/orders': () => new Promise((resolve) => (answer = resolve)),
      },
    });
    fillRequired();
    submit();

    expect(await screen.findByRole('button', { name: 'Bitte warten...' })).toBeDisabled();
    await act(async () => answer({ status: 201, body: { data: order } }));
  });

  it('searches donation recipients and says when none matches', () => {
    setup({
      config: { isDonationEnabled: true },
      donatees: [
        {
          id: 1,
          identifier: 'tafel',
          name: 'Tafel Innsbruck',
          description: 'Lebensmittel',
          iban: '',
          bic: '',
        },
      ],
    });
    expect(screen.getByText(/0,07 €/)).toHaveTextContent('ohne Mehrkosten');
    fireEvent.click(screen.getByRole('button', { name: 'Organisation auswählen' }));
    const dialog = screen.getByRole('dialog', { name: 'Organisation auswählen' });
    fireEvent.change(within(dialog).getByLabelText('Organisation suchen'), {
      target: { value: 'zoo' },
    });
    expect(within(dialog).getByText('Keine passende Organisation gefunden.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Organisation suchen'), {
      target: { value: 'lebensmittel' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Tafel Innsbruck/ }));
    expect(screen.getByText('Gewählte Organisation: Tafel Innsbruck')).toBeInTheDocument();
  });

  it('shows the terms in an overlay when the config has their text', async () => {
    setup({ config: { termsAndConditionsText: '<p>Unsere AGB</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'AGB anzeigen' }));
    // The sanitised text appears once the sanitiser has loaded.
    expect(
      await within(
        screen.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' }),
      ).findByText('Unsere AGB'),
    ).toBeInTheDocument();
  });
});
