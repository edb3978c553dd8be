import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** Every failure answers `{ errors: [{ code, message, field? }] }` with a code of the catalogue. */
describe('error codes over HTTP', () => {
  let t: TestApp;
  let admin: StaffSession;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('a path no route serves: NOT_FOUND', async () => {
    const response = await t.request('GET', '/api/gibt-es-nicht', { session: admin });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });

  it('a body that breaks a rule: VALIDATION_FAILED at the field', async () => {
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'wien', name: 'Wien', color: 'rot' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „color“.', field: 'color' }],
    });
  });

  it('an error a service throws: its own code', async () => {
    const response = await t.request('GET', '/api/orders/424242', { session: admin });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
    });
  });

  it('no session: UNAUTHORIZED', async () => {
    const response = await t.request('GET', '/api/orders/1');
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' }],
    });
  });

  // Last: the database is gone afterwards.
  it('an error nobody expected: INTERNAL_ERROR, nothing of the cause', async () => {
    await t.dataSource.destroy();
    const response = await t.request('GET', '/api/divisions', { session: admin });
    expect(response.status).toBe(500);
    expect(response.json()).toEqual({
      errors: [{ code: 'INTERNAL_ERROR', message: 'Ein unbekannter Fehler ist aufgetreten.' }],
    });
  });
});
