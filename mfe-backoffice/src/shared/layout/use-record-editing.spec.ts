import { act, renderHook } from '@testing-library/react';
import { ActionErrorStore } from './action-error-store.js';
import { useRecordEditing, type RecordEditingOptions } from './use-record-editing.js';

interface Row {
  id: number;
}

const MESSAGES = {
  created: 'Erstellt.',
  updated: 'Aktualisiert.',
  deleted: 'Gelöscht.',
  deleteFailed: 'Löschen fehlgeschlagen.',
};

function setup(overrides: Partial<RecordEditingOptions<Row>> = {}) {
  const errors = new ActionErrorStore();
  const options = {
    errors,
    messages: MESSAGES,
    unsavedQuestion: 'Verwerfen?',
    discardFormErrors: jest.fn(),
    deleteRecord: jest.fn().mockResolvedValue(undefined),
    onDeleted: jest.fn(),
    reload: jest.fn(),
    ...overrides,
  };
  const hook = renderHook(() => useRecordEditing<Row, { isDirty: boolean }>(options));
  return { hook, options, errors };
}

afterEach(() => jest.restoreAllMocks());

describe('useRecordEditing', () => {
  it('opens a form, and after its save closes it, tells and reloads', () => {
    const { hook, options } = setup();
    let onSaved: (row: Row, wasNew: boolean) => void = () => undefined;

    act(() => {
      hook.result.current.openForm((saved) => {
        onSaved = saved;
        return { isDirty: false };
      });
    });
    expect(hook.result.current.form).toEqual({ isDirty: false });
    expect(options.discardFormErrors).toHaveBeenCalledTimes(1);

    act(() => onSaved({ id: 1 }, true));
    expect(hook.result.current.form).toBeNull();
    expect(hook.result.current.notice).toBe('Erstellt.');
    expect(options.reload).toHaveBeenCalledTimes(1);
  });

  it('asks its question before a changed form is dropped, and stays when declined', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { hook, options } = setup();
    act(() => {
      hook.result.current.openForm(() => ({ isDirty: true }));
    });

    let opened = true;
    act(() => {
      opened = hook.result.current.openForm(() => ({ isDirty: false }));
    });
    act(() => hook.result.current.closeForm());

    expect(opened).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Verwerfen?');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(hook.result.current.form).toEqual({ isDirty: true });
    expect(options.discardFormErrors).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    act(() => hook.result.current.closeForm());
    expect(hook.result.current.form).toBeNull();
  });

  it('deletes a row only after the question, then tells and reloads', async () => {
    const { hook, options } = setup();
    expect(hook.result.current.confirmDelete({ id: 2 }, 'Wirklich?')).toBeNull();

    act(() => hook.result.current.askDelete({ id: 2 }));
    expect(hook.result.current.confirmDelete({ id: 3 }, 'Wirklich?')).toBeNull();
    const question = hook.result.current.confirmDelete({ id: 2 }, 'Wirklich?');
    expect(question).toMatchObject({ question: 'Wirklich?', busy: false });

    await act(async () => question!.onConfirm());

    expect(options.deleteRecord).toHaveBeenCalledWith({ id: 2 });
    expect(options.onDeleted).toHaveBeenCalledWith({ id: 2 });
    expect(hook.result.current.confirmDelete({ id: 2 }, 'Wirklich?')).toBeNull();
    expect(hook.result.current.notice).toBe('Gelöscht.');
    expect(options.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the question and records the failure when deleting fails', async () => {
    const { hook, errors } = setup({
      deleteRecord: jest.fn().mockRejectedValue(new Error('offline')),
    });
    act(() => hook.result.current.askDelete({ id: 2 }));

    await act(async () => hook.result.current.confirmDelete({ id: 2 }, 'Wirklich?')!.onConfirm());

    expect(errors.errorFor('delete')?.title).toBe('Löschen fehlgeschlagen.');
    expect(hook.result.current.confirmDelete({ id: 2 }, 'Wirklich?')).not.toBeNull();
    expect(hook.result.current.notice).toBeNull();
  });
});
