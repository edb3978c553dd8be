import { fireEvent, screen } from '@testing-library/react';
import { makePart, makeProduct } from '@bestellwerk/domain/testing';
import { bodyOf, renderAsAdmin } from './catalog-test-support.js';
import { ProductsPage } from './catalog-screens.js';

const cake = makeProduct({
  id: 2,
  uid: 'P-0002',
  name: 'Torte',
  price: 30,
  type: 'configurable',
  config: {
    parts: [
      makePart({
        name: 'Größe',
        type: 'select',
        options: [{ name: 'Ø 18 cm', modifier: 'add', value: 0 }],
      }),
      makePart({ name: 'Aufschrift', type: 'text', optional: true, maxLength: 30 }),
    ],
  },
});

type SentParts = { config: { parts: { name: string; maxLength?: number | null }[] } };

function renderCake(put: Parameters<typeof renderAsAdmin>[1][string]) {
  return renderAsAdmin(<ProductsPage />, {
    'GET /api/products?page=1&pageSize=20': {
      body: { data: [cake] },
      headers: { 'X-Total-Count': '1' },
    },
    'GET /api/products': { body: { data: [cake] } },
    'PUT /api/products/2': put,
  });
}

async function openTorte() {
  await screen.findByRole('rowheader', { name: 'Torte' });
  fireEvent.click(screen.getByRole('button', { name: 'Torte bearbeiten' }));
  await screen.findByLabelText('Teil 1: Name');
}

const maxLengthOf = (part: number) => screen.getByLabelText(`Teil ${part}: Maximale Zeichenzahl`);

describe('PartsEditor: maximum length of text parts', () => {
  it('shows the limit of a text part only, takes digits and sends it as a number', async () => {
    const { calls } = renderCake({ body: { data: cake } });
    await openTorte();
    expect(screen.queryByLabelText('Teil 1: Maximale Zeichenzahl')).not.toBeInTheDocument();
    expect(maxLengthOf(2)).toHaveValue('30');
    expect(maxLengthOf(2)).toHaveAccessibleDescription(
      'Leer: keine Begrenzung. Höchstens 2000 Zeichen.',
    );

    fireEvent.change(maxLengthOf(2), { target: { value: '40 Zeichen' } });
    expect(maxLengthOf(2)).toHaveValue('40');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Produkt wurde aktualisiert.')).toBeInTheDocument();
    const parts = (bodyOf(calls, 'PUT') as SentParts).config.parts;
    expect(parts[1]).toMatchObject({ name: 'Aufschrift', maxLength: 40 });
    expect(parts[0]).not.toHaveProperty('maxLength');
  });

  it('sends an emptied limit as none and gives a textarea a limit too', async () => {
    const { calls } = renderCake({ body: { data: cake } });
    await openTorte();
    fireEvent.change(maxLengthOf(2), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Teil 2: Eingabe'), { target: { value: 'textarea' } });
    expect(maxLengthOf(2)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Produkt wurde aktualisiert.')).toBeInTheDocument();
    expect((bodyOf(calls, 'PUT') as SentParts).config.parts[1]).toMatchObject({
      type: 'textarea',
      maxLength: null,
    });
  });

  it('shows the server’s message at the limit', async () => {
    const message = 'Das Feld „Teil 2: Maximale Zeichenzahl“ muss mindestens 1 sein.';
    renderCake({
      status: 400,
      body: { errors: [{ field: 'config.parts.1.maxLength', message }] },
    });
    await openTorte();
    fireEvent.change(maxLengthOf(2), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(maxLengthOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(maxLengthOf(2)).toHaveAccessibleDescription(
      `Leer: keine Begrenzung. Höchstens 2000 Zeichen. ${message}`,
    );
  });
});
