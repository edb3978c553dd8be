import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  RootStore,
  Routes,
  StoresProvider,
  useParams,
} from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeDeliveryArea,
  makeMe,
  makeMenu,
} from '@bestellwerk/domain/testing';
import { bread, makeCake } from './phone-order-fixtures.js';
import { PhoneOrderPage } from './phone-order-page.js';

const cake = makeCake();

function OrderProbe() {
  return <p>{`Bestellung ${useParams().id}`}</p>;
}

function renderPhoneOrder(routes: Record<string, JsonRoute> = {}) {
  const { fetch, calls } = jsonResponder(routes);
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.init.apply([
    { url: '/api/config', data: makeConfig({ isATMCardEnabled: true }) },
    {
      url: '/api/branches',
      data: [
        makeBranch({
          id: 1,
          name: 'Filiale Innenstadt',
          isDeliveryEnabled: true,
          isPreorderEnabled: true,
          isATMCardEnabled: true,
          deliveryAreas: [makeDeliveryArea({ id: 5, area: '6020 Innsbruck' })],
        }),
        makeBranch({ id: 2, identifier: 'hall', name: 'Filiale Hall' }),
      ],
    },
    {
      url: '/api/menus',
      data: [
        makeMenu({
          availableFrom: '2000-01-01T00:00:00.000Z',
          catalog: [
            {
              id: 1,
              products: [
                { id: 10, isEnabled: true, schedule: null },
                { id: 11, isEnabled: true, schedule: null },
              ],
            },
          ],
        }),
      ],
    },
    { url: '/api/categories', data: [makeCategory({ id: 1, name: 'Brot & Kuchen' })] },
    { url: '/api/products', data: [bread, cake] },
  ]);
  stores.session.setMe(makeMe({ branches: [{ id: 1 }] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/orders/new']}>
        <Routes>
          <Route path="/backend/orders/new" element={<PhoneOrderPage newKey={() => 'key-1'} />} />
          <Route path="/backend/orders/:id" element={<OrderProbe />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

function addBread() {
  fireEvent.click(screen.getByRole('button', { name: 'Bauernbrot hinzufügen' }));
  fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
}

function fillName() {
  fireEvent.change(screen.getByLabelText('Vorname *'), { target: { value: 'Berta' } });
  fireEvent.change(screen.getByLabelText('Nachname *'), { target: { value: 'Huber' } });
}

describe('PhoneOrderPage', () => {
  it('offers only the branches the user works for and their order types', () => {
    renderPhoneOrder();

    expect(
      within(screen.getByLabelText('Filiale'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Filiale Innenstadt']);
    const types = within(screen.getByRole('group', { name: 'Bestellart' }));
    expect(types.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Abholung',
      'Lieferung',
    ]);

    fireEvent.click(types.getByRole('radio', { name: 'Lieferung' }));
    expect(screen.getByLabelText('Liefergebiet *')).toHaveValue('5');
    expect(screen.getByLabelText('Straße und Hausnummer *')).toBeInTheDocument();
  });

  it('adds a configurable product only with its required option and shows the live total', () => {
    renderPhoneOrder();

    fireEvent.click(screen.getByRole('button', { name: 'Geburtstagstorte hinzufügen' }));
    const editor = screen.getByRole('form', { name: 'Geburtstagstorte' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(editor).getByText('Bitte wählen Sie eine Option aus.')).toBeInTheDocument();

    fireEvent.click(within(editor).getByRole('radio', { name: /Groß/ }));
    expect(within(editor).getByText('42,00 €')).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole('button', { name: 'Hinzufügen' }));
    addBread();

    const order = within(screen.getByRole('region', { name: 'Bestellung' }));
    expect(order.getByText('1 Stk. Geburtstagstorte')).toBeInTheDocument();
    expect(order.getByText('Größe: Groß')).toBeInTheDocument();
    expect(order.getByText('1 Stk. Bauernbrot')).toBeInTheDocument();
    expect(order.getByText('46,50 €', { selector: 'strong' })).toBeInTheDocument();
  });

  it('finds products by the search', () => {
    renderPhoneOrder();

    fireEvent.change(screen.getByLabelText('Produkt suchen'), { target: { value: 'torte' } });

    expect(screen.getByRole('button', { name: 'Geburtstagstorte hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bauernbrot hinzufügen' })).not.toBeInTheDocument();
  });

  it('shows the rules’ messages and sends nothing while the order is incomplete', () => {
    const { calls } = renderPhoneOrder();

    fireEvent.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    expect(screen.getByLabelText('Vorname *')).toHaveAccessibleDescription(
      'Bitte geben Sie Ihren Vornamen an.',
    );
    expect(screen.getByText('Keine Produkte im Warenkorb!')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates the order with an Idempotency-Key and opens its detail page', async () => {
    const { calls } = renderPhoneOrder({
      'POST /api/orders/staff': { status: 201, body: { data: { id: 77 } } },
    });
    addBread();
    fillName();
    fireEvent.click(screen.getByRole('radio', { name: 'Bankomatkarte' }));
    fireEvent.change(screen.getByLabelText('Anmerkung'), { target: { value: 'Ruft an.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    expect(await screen.findByText('Bestellung 77')).toBeInTheDocument();
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({
      branch: 1,
      isDelivery: false,
      isDineIn: false,
      firstName: 'Berta',
      lastName: 'Huber',
      paymentMethod: 'atm-card',
      comment: 'Ruft an.',
      appointmentDate: null,
      items: [{ product: 10, amount: 1, unit: 'piece', parts: [] }],
    });
  });

  it('shows the server’s errors on top and at their fields', async () => {
    renderPhoneOrder({
      'POST /api/orders/staff': {
        status: 400,
        body: {
          errors: [
            { message: 'Der Vorname ist zu lang.', field: 'firstName' },
            { message: '„Bauernbrot“ ist ausverkauft.', field: 'items.0.amount' },
          ],
        },
      },
    });
    addBread();
    fillName();

    fireEvent.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Vorname ist zu lang.');
    expect(alert).toHaveTextContent('„Bauernbrot“ ist ausverkauft.');
    expect(screen.getByLabelText('Vorname *')).toHaveAccessibleDescription(
      'Der Vorname ist zu lang.',
    );
    const item = screen.getByText('1 Stk. Bauernbrot').closest('li')!;
    expect(item).toHaveAccessibleDescription('„Bauernbrot“ ist ausverkauft.');
    expect(screen.getByRole('button', { name: 'Bestellung anlegen' })).toBeEnabled();
  });
});
