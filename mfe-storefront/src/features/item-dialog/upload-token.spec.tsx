import { fireEvent, render, screen } from '@testing-library/react';
import { RootStore, StoresProvider, UPLOAD_TOKENS_STORAGE_KEY } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import { makePart, makeProduct, makeUpload } from '@bestellwerk/domain/testing';
import { ItemDialog } from './item-dialog.js';

const cake = makeProduct({
  id: 20,
  name: 'Sachertorte',
  type: 'configurable',
  price: 30,
  config: { parts: [makePart({ name: 'Foto', type: 'image' })] },
});

beforeEach(() => sessionStorage.clear());

describe('ItemDialog upload token', () => {
  it('keeps the secret token of the upload answer for the order, not in the item', async () => {
    const { fetch } = jsonResponder({
      'POST /api/uploads': {
        status: 201,
        body: { data: { ...makeUpload({ id: 7, name: 'torte.png' }), token: 'geheim-7' } },
      },
    });
    const stores = new RootStore({ fetch });
    const onSave = jest.fn();
    render(
      <StoresProvider value={stores}>
        <ItemDialog product={cake} onSave={onSave} onClose={jest.fn()} />
      </StoresProvider>,
    );
    fireEvent.change(screen.getByLabelText('Foto'), {
      target: { files: [new File(['png'], 'torte.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('torte.png')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(UPLOAD_TOKENS_STORAGE_KEY)!)).toEqual({
      7: 'geheim-7',
    });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ parts: [7] }));
  });
});
