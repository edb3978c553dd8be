import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { maxLineAmount, type CartItem, type ConfigPart, type Product } from '@bestellwerk/domain';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import {
  makeAlternativeUnit,
  makePart,
  makeProduct,
  makeUpload,
} from '@bestellwerk/domain/testing';
import { ItemDialog } from './item-dialog.js';

const bread = makeProduct({
  id: 10,
  name: 'Bauernbrot',
  price: 6.8,
  unit: 'kg',
  minimumQuantity: 0.5,
  maximumQuantity: 5,
  quantityStepSize: 0.25,
  defaultQuantity: 1,
  alternativeUnits: [
    makeAlternativeUnit({
      unit: 'g',
      ratio: 0.001,
      minimumQuantity: 500,
      maximumQuantity: 5000,
      quantityStepSize: 250,
    }),
  ],
});

const size = makePart({
  name: 'Größe',
  type: 'select',
  options: [
    { name: 'Ø 18 cm', modifier: 'add', value: 0 },
    { name: 'Ø 22 cm', modifier: 'add', value: 12 },
  ],
});

function cake(parts: ConfigPart[], overrides: Partial<Product> = {}): Product {
  return makeProduct({
    id: 20,
    name: 'Sachertorte',
    type: 'configurable',
    price: 30,
    config: { parts },
    ...overrides,
  });
}

function renderDialog(product: Product, routes: Record<string, JsonRoute> = {}, item?: CartItem) {
  const { fetch, calls } = jsonResponder(routes);
  const onSave = jest.fn();
  const onClose = jest.fn();
  render(
    <StoresProvider value={new RootStore({ fetch })}>
      <ItemDialog product={product} item={item} onSave={onSave} onClose={onClose} />
    </StoresProvider>,
  );
  return { onSave, onClose, calls };
}

const amountInput = () => screen.getByLabelText('Menge');

function typeAmount(text: string) {
  fireEvent.change(amountInput(), { target: { value: text } });
  fireEvent.blur(amountInput());
}

describe('ItemDialog amount and unit', () => {
  it('is a labelled modal that closes on Escape', () => {
    const { onClose } = renderDialog(bread);
    const dialog = screen.getByRole('dialog', { name: 'Bauernbrot' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['1,3', '1,25'],
    ['1.6', '1,5'],
    ['abc', '0,5'],
    ['9', '5'],
  ])('reads "%s" with a decimal comma and snaps it to %s', (typed, shown) => {
    renderDialog(bread);
    typeAmount(typed);
    expect(amountInput()).toHaveValue(shown);
  });

  it('disables decrease at the minimum and increase at the maximum', () => {
    renderDialog(bread);
    typeAmount('0,5');
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(amountInput()).toHaveValue('0,75');
    typeAmount('5');
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  });

  it('converts and re-snaps the amount when the unit changes, and prices it live', () => {
    const { onSave } = renderDialog(bread);
    expect(screen.getByText('6,80 €')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Einheit'), { target: { value: 'g' } });
    expect(amountInput()).toHaveValue('1000');
    typeAmount('1100');
    expect(amountInput()).toHaveValue('1000');
    typeAmount('1200');
    expect(amountInput()).toHaveValue('1250');
    expect(screen.getByText('8,50 €')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith({ product: bread, amount: 1250, unit: 'g', parts: [] });
  });

  it('stops a product without a maximum at the order line maximum (999 Stk.)', () => {
    const { onSave } = renderDialog(makeProduct({ id: 11, name: 'Semmel', price: 0.55 }));
    typeAmount('1000000000000');
    expect(amountInput()).toHaveValue(String(maxLineAmount('piece')));
    expect(amountInput()).toHaveValue('999');
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amount: 999, unit: 'piece' }));
  });
});

describe('ItemDialog parts', () => {
  it('blocks saving while a required part is empty and saves once it is filled', () => {
    const inscription = makePart({ name: 'Aufschrift', type: 'text' });
    const { onSave } = renderDialog(cake([size, inscription]));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte wählen Sie eine Option aus.')).toBeInTheDocument();
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /Ø 22 cm/ }));
    fireEvent.change(screen.getByLabelText('Aufschrift'), { target: { value: 'Alles Gute' } });
    expect(screen.getByText('42,00 €')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 1, unit: 'piece', parts: [1, 'Alles Gute'] }),
    );
  });

  it('deselects an optional select when its chosen option is clicked again', () => {
    renderDialog(cake([{ ...size, optional: true }]));
    const option = screen.getByRole('radio', { name: /Ø 18 cm/ });
    fireEvent.click(option);
    expect(option).toBeChecked();
    fireEvent.click(option);
    expect(option).not.toBeChecked();
  });

  it('keeps a required select chosen when its option is clicked again', () => {
    renderDialog(cake([size]));
    const option = screen.getByRole('radio', { name: /Ø 18 cm/ });
    fireEvent.click(option);
    fireEvent.click(option);
    expect(option).toBeChecked();
  });

  it('toggles multiselect options', () => {
    const extras = makePart({
      name: 'Extras',
      type: 'multiselect',
      options: [
        { name: 'Kerzen', modifier: 'add', value: 2 },
        { name: 'Karte', modifier: 'add', value: 1 },
      ],
    });
    const { onSave } = renderDialog(cake([extras]));
    fireEvent.click(screen.getByRole('checkbox', { name: /Karte/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Kerzen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ parts: [[0, 1]] }));
  });

  it('edits an item: starts from its values and saves with "Speichern"', () => {
    const product = cake([size]);
    const { onSave } = renderDialog(product, {}, { product, amount: 2, unit: 'piece', parts: [1] });
    expect(amountInput()).toHaveValue('2');
    expect(screen.getByRole('radio', { name: /Ø 22 cm/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ product, amount: 2, unit: 'piece', parts: [1] });
  });
});

describe('ItemDialog step mode', () => {
  it('shows one part per step and advances only when the step is valid', () => {
    const note = makePart({ name: 'Wünsche', type: 'textarea' });
    const { onSave } = renderDialog(cake([size, note], { isStepByStep: true }));
    expect(screen.getByText('Schritt 1 von 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Wünsche')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Schritt 1 von 2')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie eine Option aus.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /Ø 18 cm/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Schritt 2 von 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('radio', { name: /Ø 18 cm/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.change(screen.getByLabelText('Wünsche'), { target: { value: 'Schokolade' } });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ parts: [0, 'Schokolade'] }));
  });
});

describe('ItemDialog uploads', () => {
  const photo = makePart({ name: 'Foto', type: 'image' });
  const failure = (name: string) =>
    `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

  function choose(files: File[]) {
    fireEvent.change(screen.getByLabelText('Foto'), { target: { files } });
  }

  it('limits the file input to the part type', () => {
    renderDialog(cake([photo, makePart({ name: 'Dateien', type: 'files' })]));
    expect(screen.getByLabelText('Foto')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
    expect(screen.getByLabelText('Foto')).not.toHaveAttribute('multiple');
    expect(screen.getByLabelText('Dateien')).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Dateien').getAttribute('accept')).toContain('.pdf');
  });

  it('posts the file as a data URL and keeps the upload id', async () => {
    const { onSave, calls } = renderDialog(cake([photo]), {
      'POST /api/uploads': {
        status: 201,
        body: { data: makeUpload({ id: 7, name: 'torte.png' }) },
      },
    });
    choose([new File(['png'], 'torte.png', { type: 'image/png' })]);
    expect(await screen.findByText('torte.png')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      name: 'torte.png',
      data: expect.stringMatching(/^data:image\/png;base64,/),
    });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ parts: [7] }));
  });

  it('shows the failure message when the server refuses the file', async () => {
    renderDialog(cake([photo]), {
      'POST /api/uploads': { status: 400, body: { errors: [{ message: 'x', field: 'data' }] } },
    });
    choose([new File(['kaputt'], 'urlaub.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByText(failure('urlaub.jpg'))).toBeInTheDocument();
  });

  it('refuses a file of another type without sending it', async () => {
    const { calls } = renderDialog(cake([photo]));
    await act(async () => choose([new File(['%PDF'], 'angebot.pdf')]));
    await waitFor(() => expect(screen.getByText(failure('angebot.pdf'))).toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});

describe('ItemDialog text limit', () => {
  const inscription = makePart({ name: 'Aufschrift', type: 'text', optional: true, maxLength: 30 });
  const field = () => screen.getByLabelText('Aufschrift (optional)');

  it('counts the inscription against its limit and stops typing at it', () => {
    const { onSave } = renderDialog(cake([inscription]));
    expect(screen.getByText('0/30 Zeichen')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('0/30 Zeichen');

    fireEvent.change(field(), { target: { value: 'Alles Gute, Anna' } });
    expect(screen.getByText('16/30 Zeichen')).toBeInTheDocument();
    expect(screen.queryByText(/höchstens/)).not.toBeInTheDocument();

    const full = 'Alles Gute zum 30. Geburtstag!';
    fireEvent.change(field(), { target: { value: full } });
    expect(screen.getByText('30/30 Zeichen')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: `${full}!` } });
    expect(field()).toHaveValue(full);
    expect(screen.getByText('30/30 Zeichen')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bitte geben Sie höchstens 30 Zeichen ein.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ parts: [full] }));
  });

  it('cuts a pasted text at the limit', () => {
    renderDialog(cake([inscription]));
    fireEvent.change(field(), { target: { value: 'x'.repeat(200) } });
    expect(field()).toHaveValue('x'.repeat(30));
    expect(screen.getByText('30/30 Zeichen')).toBeInTheDocument();
  });

  it('says at once that an inscription of an older cart is too long and does not save it', () => {
    const product = cake([inscription]);
    const { onSave } = renderDialog(
      product,
      {},
      {
        product,
        amount: 1,
        unit: 'piece',
        parts: ['y'.repeat(35)],
      },
    );
    expect(screen.getByText('35/30 Zeichen')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      '35/30 Zeichen Bitte geben Sie höchstens 30 Zeichen ein.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows no counter for a text without a limit', () => {
    renderDialog(cake([makePart({ name: 'Wünsche', type: 'textarea' })]));
    fireEvent.change(screen.getByLabelText('Wünsche'), { target: { value: 'z'.repeat(500) } });
    expect(screen.getByLabelText('Wünsche')).toHaveValue('z'.repeat(500));
    expect(screen.queryByText(/Zeichen/)).not.toBeInTheDocument();
  });
});

describe('ItemDialog file control', () => {
  const photo = makePart({ name: 'Foto', type: 'image', optional: true });
  const files = makePart({ name: 'Vorlagen', type: 'files', optional: true });
  const png = (name: string) => new File(['png'], name, { type: 'image/png' });
  const choose = (label: string, chosen: File[]) =>
    fireEvent.change(screen.getByLabelText(label), { target: { files: chosen } });
  const createObjectURL = jest.fn((file: Blob) => `blob:vorschau/${(file as File).name}`);

  beforeAll(() => {
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
  });
  afterAll(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
  });

  it('is a German button in place of the browser’s file input, keyboard-reachable', () => {
    renderDialog(cake([photo]));
    const input = screen.getByLabelText('Foto (optional)');
    expect(input).toHaveAttribute('type', 'file');
    // The native input stays the focusable control; the styled button is its second label.
    expect(screen.getByLabelText('Foto auswählen')).toBe(input);
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(input).toHaveClass('bw-upload__input');
    expect(screen.getByText('Foto auswählen')).toHaveClass('bw-upload__button');
    expect(screen.getByText('Noch kein Foto ausgewählt.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Choose file|No file chosen|Browse/);
  });

  it('shows the chosen photo’s name and preview, and removes it', async () => {
    const { onSave } = renderDialog(cake([photo]), {
      'POST /api/uploads': {
        status: 201,
        body: { data: makeUpload({ id: 7, name: 'torte.png', extension: 'png' }) },
      },
    });
    choose('Foto (optional)', [png('torte.png')]);
    expect(await screen.findByText('torte.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vorschau: torte.png' })).toHaveAttribute(
      'src',
      'blob:vorschau/torte.png',
    );
    expect(screen.queryByText('Noch kein Foto ausgewählt.')).not.toBeInTheDocument();
    expect(screen.getByText('Anderes Foto auswählen')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'torte.png entfernen' }));
    expect(screen.queryByText('torte.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Foto (optional)')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ parts: [null] }));
  });

  it('lists several files with a preview for images and the type for others', async () => {
    let next = 20;
    renderDialog(cake([files]), {
      'POST /api/uploads': () => {
        next += 1;
        return {
          status: 201,
          body: {
            data:
              next === 21
                ? makeUpload({
                    id: 21,
                    name: 'skizze.png',
                    extension: 'png',
                    mimeType: 'image/png',
                  })
                : makeUpload({ id: 22, name: 'angebot.pdf' }),
          },
        };
      },
    });
    expect(screen.getByText('Dateien auswählen')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Datei ausgewählt.')).toBeInTheDocument();
    choose('Vorlagen (optional)', [png('skizze.png'), new File(['%PDF'], 'angebot.pdf')]);
    expect(await screen.findByText('angebot.pdf')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Hochgeladen: Vorlagen' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Vorschau: skizze.png' })).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByText('Weitere Dateien auswählen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'angebot.pdf entfernen' })).toBeInTheDocument();
  });
});
