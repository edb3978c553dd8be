import { ApiRequestError } from '@bestellwerk/client';
import { ActionErrorStore } from '../../shared/layout/index.js';
import { DeviceConsoleStore } from './device-console-store.js';
import { makeDevice } from './device-fixtures.js';

function consoleWith(api: { get?: jest.Mock; post?: jest.Mock }) {
  const errors = new ActionErrorStore();
  const store = new DeviceConsoleStore(
    { get: api.get ?? jest.fn(), post: api.post ?? jest.fn() },
    errors,
  );
  return { store, errors };
}

describe('DeviceConsoleStore', () => {
  it('sends the tests and the log request to the device and says so', async () => {
    const post = jest.fn().mockResolvedValue(undefined);
    const { store } = consoleWith({ post });
    const printer = makeDevice({ id: 4 });

    await store.sendTest(printer, 'print');
    expect(store.notices.get(4)).toBe('Der Testdruck wurde an den Drucker geschickt.');
    await store.sendTest(printer, 'notification');
    await store.requestLogs(printer);

    expect(post.mock.calls.map((call) => call[0])).toEqual([
      '/devices/4/test/print',
      '/devices/4/test/notification',
      '/devices/4/request-device-logs',
    ]);
    expect(store.notices.get(4)).toMatch(/^Das Protokoll wurde angefordert\./);
  });

  it('records a failed test with the catalogue message and a retry', async () => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, []))
      .mockResolvedValueOnce(undefined);
    const { store, errors } = consoleWith({ post });

    await expect(store.sendTest(makeDevice({ id: 4 }), 'notification')).resolves.toBe(false);

    const record = errors.errorFor('device-4-test-notification');
    expect(record?.title).toBe('Gerätetest nicht erfolgreich.');
    expect(store.notices.has(4)).toBe(false);
    await record!.retry();
    expect(store.notices.get(4)).toBe('Die Testbenachrichtigung wurde an das Gerät geschickt.');
  });

  it("prefers the server's message when a log request is refused", async () => {
    const post = jest
      .fn()
      .mockRejectedValue(
        new ApiRequestError(409, [{ code: 'CONFLICT', message: 'Das Gerät ist offline.' }]),
      );
    const { store, errors } = consoleWith({ post });

    await store.requestLogs(makeDevice({ id: 4 }));

    expect(errors.errorFor('device-4-request-logs')).toMatchObject({
      title: 'Protokoll konnte nicht angefordert werden.',
      message: 'Das Gerät ist offline.',
    });
  });

  it('keeps the loaded logs of each device newest first', async () => {
    const get = jest.fn().mockResolvedValue([
      { id: 1, device: { id: 4 }, content: 'alt', createdAt: '2026-11-19T08:00:00.000Z' },
      { id: 2, device: { id: 4 }, content: 'neu', createdAt: '2026-11-20T08:00:00.000Z' },
    ]);
    const { store } = consoleWith({ get });

    expect(store.logsOf(4)).toBeNull();
    await store.loadLogs(makeDevice({ id: 4 }));

    expect(get).toHaveBeenCalledWith('/devices/4/logs');
    expect(store.logsOf(4)?.map((log) => log.content)).toEqual(['neu', 'alt']);
  });
});
