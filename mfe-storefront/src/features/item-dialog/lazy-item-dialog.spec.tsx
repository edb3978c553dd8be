import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { makeProduct } from '@bestellwerk/domain/testing';
import { ItemDialogLoader } from './lazy-item-dialog.js';

// The dialog's chunk: the first load fails (a network error), the next one succeeds.
let failNextLoad = true;
jest.mock('./item-dialog.js', () => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('ChunkLoadError');
  }
  return { ItemDialog: () => <p>Konfigurator</p> };
});

const cake = makeProduct({ id: 7, name: 'Geburtstagstorte' });

describe('ItemDialogLoader', () => {
  it('shows the dialog frame with a loader, the notice when the load fails, and the dialog after a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = jest.fn();
    const { unmount } = render(
      <ItemDialogLoader product={cake} onClose={onClose} onSave={() => {}} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Geburtstagstorte' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wird geladen…');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dialog schließen' }));
    expect(onClose).toHaveBeenCalled();
    unmount();

    await act(async () => {
      render(<ItemDialogLoader product={cake} onClose={onClose} onSave={() => {}} />);
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Dieser Bereich konnte nicht geladen werden.');
    expect(screen.getByRole('dialog', { name: 'Geburtstagstorte' })).toContainElement(notice);

    jest.resetModules();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(await screen.findByText('Konfigurator')).toBeInTheDocument();
  });
});
