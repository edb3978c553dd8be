import { ApiRequestError } from '@bestellwerk/client';
import type { User } from '@bestellwerk/domain';
import { ActionErrorStore } from '../../shared/layout/index.js';
import { UserFormStore } from './user-form-store.js';
import { makeUser } from './user-fixtures.js';

const anna = makeUser();

function api() {
  return { post: jest.fn(), put: jest.fn() };
}

describe('UserFormStore', () => {
  it('updates without the password while none was typed, with it once typed', async () => {
    const calls = api();
    calls.put.mockResolvedValue(anna);
    const store = new UserFormStore(anna, calls, new ActionErrorStore());

    store.setField('firstName', 'Anna-Maria');
    await store.save();
    store.setField('password', 'ein-neues-passwort');
    await store.save();

    expect(calls.put.mock.calls[0][0]).toBe('/users/7');
    expect(calls.put.mock.calls[0][1]).not.toHaveProperty('password');
    expect(calls.put.mock.calls[0][1]).toMatchObject({ firstName: 'Anna-Maria' });
    expect(calls.put.mock.calls[1][1]).toMatchObject({ password: 'ein-neues-passwort' });
  });

  it('is dirty after a change and clean again after saving (password cleared)', async () => {
    const calls = api();
    const saved: User[] = [];
    calls.post.mockResolvedValue({ ...anna, id: 9, username: 'bert' });
    const store = new UserFormStore(null, calls, new ActionErrorStore(), undefined, (user) =>
      saved.push(user),
    );
    expect(store.isDirty).toBe(false);

    store.setField('username', 'bert');
    store.setField('password', 'geheim-und-lang');
    expect(store.isDirty).toBe(true);

    await expect(store.save()).resolves.toBe(true);
    expect(calls.post).toHaveBeenCalledWith(
      '/users',
      expect.objectContaining({ username: 'bert' }),
    );
    expect(store.isDirty).toBe(false);
    expect(store.isNew).toBe(false);
    expect(store.draft.password).toBe('');
    expect(saved.map((user) => user.id)).toEqual([9]);
  });

  it('puts the server messages at their fields and records the failure with a retry', async () => {
    const calls = api();
    calls.post
      .mockRejectedValueOnce(
        new ApiRequestError(400, [
          {
            code: 'VALIDATION_FAILED',
            message: 'Dieser Benutzername ist bereits vergeben.',
            field: 'username',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Diese Filiale gibt es nicht.',
            field: 'branches.0.id',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Zweite Meldung zum Benutzernamen.',
            field: 'username',
          },
        ]),
      )
      .mockResolvedValueOnce({ ...anna, id: 9 });
    const errors = new ActionErrorStore();
    const saved = jest.fn();
    const store = new UserFormStore(null, calls, errors, undefined, saved);

    await expect(store.save()).resolves.toBe(false);

    expect(store.fieldErrors).toEqual({
      username: 'Dieser Benutzername ist bereits vergeben.',
      branches: 'Diese Filiale gibt es nicht.',
    });
    expect(errors.errorFor('create')).toMatchObject({
      title: 'Benutzer konnte nicht erstellt werden.',
      message: 'Dieser Benutzername ist bereits vergeben.',
    });

    // Changing a field drops its message; a retry of the record saves and reports success.
    store.setField('username', 'bert');
    expect(store.fieldErrors).toEqual({ branches: 'Diese Filiale gibt es nicht.' });
    await errors.errorFor('create')!.retry();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(store.fieldErrors).toEqual({});
    expect(errors.errors).toEqual([]);
  });

  it('falls back to the catalogue message when the server says nothing precise', async () => {
    const calls = api();
    calls.put.mockRejectedValue(new ApiRequestError(0, []));
    const errors = new ActionErrorStore();
    const store = new UserFormStore(anna, calls, errors);

    await store.save();

    expect(errors.errorFor('update')).toMatchObject({
      title: 'Benutzer konnte nicht aktualisiert werden.',
      message: 'Benutzer konnte nicht aktualisiert werden.',
    });
  });

  it('toggles roles and branches', () => {
    const store = new UserFormStore(anna, api(), new ActionErrorStore());

    store.toggleRole('ROLE_ADMIN');
    store.toggleRole('ROLE_EMPLOYEE');
    store.toggleBranch(2);
    store.toggleBranch(1);

    expect(store.payload).toMatchObject({ roles: ['ROLE_ADMIN'], branches: [{ id: 2 }] });
  });
});
