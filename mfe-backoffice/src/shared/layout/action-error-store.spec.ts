import { ApiRequestError } from '@bestellwerk/client';
import { ActionErrorStore, serverMessageOf } from './action-error-store.js';

const conflict = () =>
  new ApiRequestError(409, [
    { code: 'ORDER_TRANSITION_REFUSED', message: 'Die Bestellung wurde bereits storniert.' },
  ]);

describe('serverMessageOf', () => {
  it.each<[string, unknown, string | null]>([
    ['the first error of an answer', conflict(), 'Die Bestellung wurde bereits storniert.'],
    ['nothing for an answer without errors', new ApiRequestError(500, []), null],
    ['nothing for a network failure', new ApiRequestError(0, []), null],
    ['nothing for other failures', new Error('boom'), null],
  ])('%s', (_, error, expected) => {
    expect(serverMessageOf(error)).toBe(expected);
  });
});

describe('ActionErrorStore', () => {
  it('records a failed action with the server message, its catalogue title and status', async () => {
    const store = new ActionErrorStore();

    const ok = await store.run('cancel', 'Bestellung konnte nicht storniert werden.', () =>
      Promise.reject(conflict()),
    );

    expect(ok).toBe(false);
    expect(store.errors).toEqual([
      expect.objectContaining({
        action: 'cancel',
        title: 'Bestellung konnte nicht storniert werden.',
        message: 'Die Bestellung wurde bereits storniert.',
        status: 409,
      }),
    ]);
  });

  it('falls back to the catalogue message when the server sent none', async () => {
    const store = new ActionErrorStore();

    await store.run('print', 'Beleg konnte nicht gedruckt werden.', () =>
      Promise.reject(new ApiRequestError(0, [])),
    );

    expect(store.errorFor('print')?.message).toBe('Beleg konnte nicht gedruckt werden.');
  });

  it('retries with the same task and drops the record once it succeeds', async () => {
    const store = new ActionErrorStore();
    const task = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(conflict())
      .mockResolvedValueOnce(undefined);
    await store.run('confirm', 'Bestellstatus konnte nicht geändert werden.', task);

    const ok = await store.errorFor('confirm')!.retry();

    expect(ok).toBe(true);
    expect(task).toHaveBeenCalledTimes(2);
    expect(store.errors).toEqual([]);
  });

  it('keeps one record per action, and one for each failed action', async () => {
    const store = new ActionErrorStore();
    const fail = () => Promise.reject(conflict());
    await store.run('print', 'Beleg konnte nicht gedruckt werden.', fail);
    await store.run('cancel', 'Bestellung konnte nicht storniert werden.', fail);
    await store.run('print', 'Beleg konnte nicht gedruckt werden.', fail);

    expect(store.errors.map((record) => record.action)).toEqual(['cancel', 'print']);
    store.dismiss('cancel');
    expect(store.errors.map((record) => record.action)).toEqual(['print']);
  });

  it('flags an action as running until it settles', async () => {
    const store = new ActionErrorStore();
    let finish: () => void = () => undefined;
    const running = store.run(
      'print',
      'Beleg konnte nicht gedruckt werden.',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );

    expect(store.isRunning('print')).toBe(true);
    expect(store.isBusy).toBe(true);
    finish();
    await running;
    expect(store.isRunning('print')).toBe(false);
    expect(store.isBusy).toBe(false);
  });
});
