import { fireEvent, screen, within } from '@testing-library/react';
import { makeProduct } from '@bestellwerk/domain/testing';
import { bodyOf, plain, renderAsAdmin } from './catalog-test-support.js';
import { ProductsPage } from './catalog-screens.js';

const LIST = 'GET /api/products?page=1&pageSize=20';
const roll = makeProduct({ id: 1, uid: 'P-0001', name: 'Semmel', price: 3.9, type: 'normal' });
const cake = makeProduct({
  id: 2,
  uid: 'P-0002',
  name: 'Torte',
  price: 30,
  type: 'configurable',
  config: {
    parts: [
      {
        name: 'Glasur',
        description: '',
        type: 'select',
        optional: true,
        options: [
          { name: 'Schokolade', modifier: 'add', value: 5 },
          { name: 'Marzipan', modifier: 'overwrite', value: 25 },
          { name: 'Ohne Creme', modifier: 'subtract', value: 2 },
        ],
      },
    ],
  },
});

function renderProducts(routes = {}) {
  return renderAsAdmin(<ProductsPage />, {
    [LIST]: { body: { data: [roll, cake] }, headers: { 'X-Total-Count': '2' } },
    'GET /api/products': { body: { data: [roll, cake] } },
    ...routes,
  });
}

const previewPrice = () =>
  plain(
    within(screen.getByRole('region', { name: 'Preisvorschau' })).getByText(/^Preis:/).textContent,
  );

/** Opens the cake's editor: its parts are shown, a bundle's product choice is not. */
async function openTorte() {
  await screen.findByRole('rowheader', { name: 'Torte' });
  fireEvent.click(screen.getByRole('button', { name: 'Torte bearbeiten' }));
  await screen.findByLabelText('Teil 1: Name');
  expect(screen.queryByRole('group', { name: 'Produkte des Pakets' })).not.toBeInTheDocument();
}

describe('ProductsPage', () => {
  it('lists name, article number, price in euros and type', async () => {
    renderProducts();
    const row = (await screen.findByRole('rowheader', { name: 'Semmel' })).closest('tr')!;
    expect(within(row).getByText('P-0001')).toBeInTheDocument();
    expect(plain(within(row).getByText(/€/).textContent)).toBe('3,90 €');
    expect(within(row).getByText('Einfach')).toBeInTheDocument();
    const cakeRow = screen.getByRole('rowheader', { name: 'Torte' }).closest('tr')!;
    expect(within(cakeRow).getByText('Konfigurierbar')).toBeInTheDocument();
  });

  it('previews the price of chosen options with the storefront rules', async () => {
    renderProducts();
    await openTorte();
    const preview = screen.getByRole('region', { name: 'Preisvorschau' });
    expect(previewPrice()).toBe('Preis: 30,00 €');

    fireEvent.click(within(preview).getByRole('radio', { name: /Schokolade/ }));
    expect(previewPrice()).toBe('Preis: 35,00 €');
    fireEvent.click(within(preview).getByRole('radio', { name: /Marzipan/ }));
    expect(previewPrice()).toBe('Preis: 25,00 €');
    fireEvent.click(within(preview).getByRole('radio', { name: /Ohne Creme/ }));
    expect(previewPrice()).toBe('Preis: 28,00 €');

    fireEvent.click(within(preview).getByRole('button', { name: 'Menge erhöhen' }));
    expect(previewPrice()).toBe('Preis: 56,00 €');

    // The preview follows the draft: a new base price counts at once.
    fireEvent.change(screen.getByRole('textbox', { name: /^Preis/ }), {
      target: { value: '40' },
    });
    expect(previewPrice()).toBe('Preis: 76,00 €');
  });

  it('edits parts and options with buttons and sends them in their order', async () => {
    let attempt = 0;
    const { calls } = renderProducts({
      'PUT /api/products/2': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: {
                errors: [
                  {
                    field: 'config.parts.1.options.0.value',
                    message: 'Das Feld „Teil 2, Option 1: Betrag“ muss ein Betrag ab 0 sein.',
                  },
                ],
              },
            }
          : { body: { data: cake } },
    });
    await openTorte();

    fireEvent.click(screen.getByRole('button', { name: 'Teil hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Teil 2: Name'), { target: { value: 'Größe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Option zu Teil 2 hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Teil 2, Option 1: Name'), { target: { value: 'XL' } });
    fireEvent.change(screen.getByLabelText('Teil 2, Option 1: Preisänderung'), {
      target: { value: 'overwrite' },
    });
    fireEvent.change(screen.getByLabelText('Teil 2, Option 1: Betrag in €'), {
      target: { value: '-1' },
    });
    // Options reorder within their part: 'Ohne Creme' moves to the top of 'Glasur'.
    fireEvent.click(screen.getByRole('button', { name: 'Teil 1, Option 3 nach oben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teil 1, Option 2 nach oben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teil 1, Option 3 entfernen' }));
    // The new part moves above 'Glasur'.
    fireEvent.click(screen.getByRole('button', { name: 'Teil 2 nach oben' }));
    expect(screen.getByRole('button', { name: 'Teil 1 nach unten' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Teil 1 nach unten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const value = await screen.findByLabelText('Teil 2, Option 1: Betrag in €');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    const message = screen.getByText(/„Teil 2, Option 1: Betrag“/, {
      selector: '.bo-field-error',
    });
    expect(value.getAttribute('aria-describedby')).toBe(message.id);
    expect((bodyOf(calls, 'PUT') as { config: unknown }).config).toEqual({
      parts: [
        {
          name: 'Glasur',
          description: '',
          type: 'select',
          optional: true,
          options: [
            { name: 'Ohne Creme', modifier: 'subtract', value: 2 },
            { name: 'Schokolade', modifier: 'add', value: 5 },
          ],
        },
        {
          name: 'Größe',
          description: '',
          type: 'select',
          optional: false,
          options: [{ name: 'XL', modifier: 'overwrite', value: -1 }],
        },
      ],
    });
  });

  it('reads a price typed with a decimal comma and shows it in German', async () => {
    const { calls } = renderProducts({ 'PUT /api/products/2': { body: { data: cake } } });
    await openTorte();
    // By its label: the old number input reads "7,40" as nothing (jsdom) or 740 (Chromium).
    const price = screen.getByLabelText(/^Preis\s*\*?$/);
    expect(price).toHaveValue('30,00');
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '7,40' } });
    expect(price).toHaveValue('7,40');
    expect(previewPrice()).toBe('Preis: 7,40 €');
    fireEvent.blur(price);
    expect(price).toHaveValue('7,40');

    const amount = screen.getByLabelText('Teil 1, Option 1: Betrag in €');
    expect(amount).toHaveValue('5,00');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '1.234,5' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue('1.234,50');

    fireEvent.change(price, { target: { value: '7,4x' } });
    expect(price).toHaveAccessibleDescription(/Bitte eine Zahl eingeben, z\. B\. 7,40\./);
    fireEvent.change(price, { target: { value: '7.4' } });
    fireEvent.blur(price);
    expect(price).toHaveValue('7,40');
    expect(price).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Produkt wurde aktualisiert.');
    const body = bodyOf(calls, 'PUT') as {
      price: unknown;
      config: { parts: { options: { value: unknown }[] }[] };
    };
    expect(body.price).toBe(7.4);
    expect(body.config.parts[0]!.options[0]!.value).toBe(1234.5);
  });

  it('removes a part and sends the allergens chosen by their German names', async () => {
    const { calls } = renderProducts({ 'PUT /api/products/2': { body: { data: cake } } });
    await openTorte();
    fireEvent.click(screen.getByRole('button', { name: 'Teil 1 entfernen' }));
    expect(screen.getByText('Noch keine Teile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teil hinzufügen' })).toHaveFocus();
    fireEvent.click(screen.getByLabelText('G – Milch und Laktose'));
    fireEvent.click(screen.getByLabelText('A – Glutenhaltiges Getreide'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Produkt wurde aktualisiert.');
    expect(bodyOf(calls, 'PUT')).toMatchObject({ config: { parts: [] }, allergens: ['A', 'G'] });
  });

  it('duplicates a product and reloads the list', async () => {
    const { calls } = renderProducts({
      'POST /api/products/1/duplicate': {
        status: 201,
        body: { data: { ...roll, id: 3, name: 'Semmel (Kopie)', isEnabled: false } },
      },
    });
    await screen.findByRole('rowheader', { name: 'Semmel' });
    fireEvent.click(screen.getByRole('button', { name: 'Semmel duplizieren' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '„Semmel (Kopie)“ wurde erstellt und ist deaktiviert.',
    );
    expect(calls.filter((call) => call.url === '/api/products?page=1&pageSize=20')).toHaveLength(2);
  });

  it('says when a copy failed, with the server message and a retry', async () => {
    let failing = true;
    const { calls } = renderProducts({
      'POST /api/products/1/duplicate': () =>
        failing
          ? { status: 404, body: { errors: [{ message: 'Produkt wurde nicht gefunden.' }] } }
          : { status: 201, body: { data: { ...roll, id: 3, name: 'Semmel (Kopie)' } } },
    });
    await screen.findByRole('rowheader', { name: 'Semmel' });
    fireEvent.click(screen.getByRole('button', { name: 'Semmel duplizieren' }));
    expect(await screen.findByText('Produkt konnte nicht dupliziert werden.')).toBeInTheDocument();
    expect(screen.getByText('Produkt wurde nicht gefunden.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('„Semmel (Kopie)“');
    expect(calls.filter((call) => call.url === '/api/products/1/duplicate')).toHaveLength(2);
  });
});
