import { ApiRequestError } from '@bestellwerk/client';
import { ActionErrorStore } from '../../shared/layout/index.js';
import { makeDevice } from './device-fixtures.js';
import { DeviceFormStore } from './device-form-store.js';

describe('DeviceFormStore', () => {
  it('updates the device with the edited draft and is clean afterwards', async () => {
    const put = jest.fn().mockResolvedValue(makeDevice({ name: 'Drucker Küche' }));
    const saved = jest.fn();
    const store = new DeviceFormStore(
      makeDevice(),
      { post: jest.fn(), put },
      new ActionErrorStore(),
      saved,
    );

    store.setField('name', 'Drucker Küche');
    store.setField('branch', null);
    expect(store.isDirty).toBe(true);
    await expect(store.save()).resolves.toBe(true);

    expect(put).toHaveBeenCalledWith('/devices/1', {
      name: 'Drucker Küche',
      identifier: 'innenstadt-bondrucker',
      type: 'printer',
      branch: null,
      isEnabled: true,
    });
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Drucker Küche' }), false);
    expect(store.isDirty).toBe(false);
  });

  it('puts the server messages at their fields and records the catalogue message', async () => {
    const post = jest.fn().mockRejectedValue(
      new ApiRequestError(400, [
        { code: 'VALIDATION_FAILED', message: 'Diese Filiale gibt es nicht.', field: 'branch.id' },
        { code: 'VALIDATION_FAILED', message: 'Bitte geben Sie einen Namen an.', field: 'name' },
      ]),
    );
    const errors = new ActionErrorStore();
    const store = new DeviceFormStore(null, { post, put: jest.fn() }, errors);

    await expect(store.save()).resolves.toBe(false);

    expect(store.fieldErrors).toEqual({
      branch: 'Diese Filiale gibt es nicht.',
      name: 'Bitte geben Sie einen Namen an.',
    });
    expect(errors.errorFor('create')?.title).toBe('Gerät konnte nicht erstellt werden.');
    store.setField('name', 'TV');
    expect(store.fieldErrors).toEqual({ branch: 'Diese Filiale gibt es nicht.' });
  });
});
