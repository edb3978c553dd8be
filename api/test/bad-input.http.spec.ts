import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

/** What careless or hostile clients send: always a German 4xx in the envelope, nothing written. */
describe('bad input', () => {
  let t: TestApp;
  let admin: StaffSession;
  const divisionCount = async () =>
    Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM division'))[0].n);

  beforeAll(async () => {
    t = await createTestApp({ bodyLimit: 64 * 1024 });
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('answers malformed JSON with a German 400', async () => {
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      rawBody: '{"identifier": "x", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ code: 'INVALID_JSON', message: 'Der Anfragetext ist kein gültiges JSON.' }],
    });
  });

  it('answers a body that is not an object', async () => {
    for (const raw of ['[1,2]', '"text"', 'null', '42']) {
      const response = await t.request('POST', '/api/divisions', {
        session: admin,
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors[0].message).toMatch(/^(Der Anfragetext|Das Feld)/);
    }
    expect(await divisionCount()).toBe(0);
  });

  it('refuses unknown fields, naming them', async () => {
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'wien', name: 'Wien', isAdmin: true },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „isAdmin“.', field: 'isAdmin' },
      ],
    });
    expect(await divisionCount()).toBe(0);
  });

  it('refuses wrong types with a message per field and writes nothing', async () => {
    const response = await t.request('POST', '/api/branches', {
      session: admin,
      body: {
        identifier: 'Wien Mitte!',
        name: 42,
        isEnabled: 'ja',
        latitude: 123,
        openingHours: [{ type: 'someday', isClosed: false, from: '25:00', to: '18:00' }],
      },
    });
    expect(response.status).toBe(400);
    const errors = response.json<Errors>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          code: 'VALIDATION_FAILED',
          message:
            'Das Feld „Kennung“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
          field: 'identifier',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Name“ muss ein Text sein.',
          field: 'name',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Aktiv“ muss true oder false sein.',
          field: 'isEnabled',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Breitengrad“ darf höchstens 90 sein.',
          field: 'latitude',
        },
        {
          code: 'VALIDATION_FAILED',
          message:
            'Das Feld „Öffnungszeiten, Eintrag 1: Art“ muss einer dieser Werte sein: once, daily, monday, tuesday, wednesday, thursday, friday, saturday, sunday.',
          field: 'openingHours.0.type',
        },
        {
          code: 'VALIDATION_FAILED',
          message:
            'Das Feld „Öffnungszeiten, Eintrag 1: Von“ muss eine Uhrzeit im Format HH:mm sein.',
          field: 'openingHours.0.from',
        },
      ]),
    );
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM branch'))[0].n)).toBe(0);
  });

  it('does not take a string for a number ("5" is not 5)', async () => {
    const response = await t.request('POST', '/api/branches', {
      session: admin,
      body: { identifier: 'graz', name: 'Graz', latitude: '47.07' },
    });
    expect(response.status).toBe(400);
    expect(response.json<Errors>().errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        message: 'Das Feld „Breitengrad“ muss eine Zahl sein.',
        field: 'latitude',
      },
    ]);
  });

  it('refuses null for a field that cannot be empty', async () => {
    const response = await t.request('POST', '/api/branches', {
      session: admin,
      body: { identifier: 'linz', name: 'Linz', street: null },
    });
    expect(response.status).toBe(400);
    expect(response.json<Errors>().errors[0]).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Das Feld „Straße“ muss ein Text sein.',
      field: 'street',
    });
  });

  it('refuses bodies nested deeper than any form needs, without a 500', async () => {
    for (const depth of [40, 5000]) {
      const deep = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      const response = await t.request('POST', '/api/navigations', {
        session: admin,
        rawBody: deep,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'JSON_TOO_DEEP', message: 'Der Anfragetext ist zu tief verschachtelt.' }],
      });
    }
  });

  it('refuses prototype pollution attempts', async () => {
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      rawBody: '{"identifier":"x","name":"y","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await divisionCount()).toBe(0);
  });

  it('limits the body size', async () => {
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'gross', name: 'x'.repeat(100 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({
      errors: [{ code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' }],
    });
  });

  it('answers non-JSON content types with 415', async () => {
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      rawBody: 'identifier=x&name=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.json<Errors>().errors[0].message).toBe(
      'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie JSON.',
    );
  });

  it('answers unknown ids with a German 404 and malformed ids with a 400', async () => {
    const unknown = await t.request('GET', '/api/branches/999999', { session: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({
      errors: [{ code: 'RECORD_NOT_FOUND', message: 'Filiale wurde nicht gefunden.' }],
    });
    for (const id of ['abc', '1.5', '-1', '0', "1'%20OR%20'1'='1", '99999999999']) {
      const malformed = await t.request('GET', `/api/branches/${id}`, { session: admin });
      expect(malformed.status).toBe(400);
      expect(malformed.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Die ID muss eine positive ganze Zahl sein.',
            field: 'id',
          },
        ],
      });
    }
  });

  it('treats SQL-looking text as text', async () => {
    const name = "Robert'); DROP TABLE branch;--";
    const created = await t.request('POST', '/api/branches', {
      session: admin,
      body: { identifier: 'sql', name },
    });
    expect(created.status).toBe(201);
    const search = await t.request(
      'GET',
      `/api/branches?search=${encodeURIComponent("' OR 1=1 --")}`,
      { session: admin },
    );
    expect(search.status).toBe(200);
    expect(search.json<{ data: unknown[] }>().data).toEqual([]);
    const found = await t.request(
      'GET',
      `/api/branches?search=${encodeURIComponent('DROP TABLE')}`,
      { session: admin },
    );
    expect(found.json<{ data: { name: string }[] }>().data.map((b) => b.name)).toEqual([name]);
  });

  it('refuses unknown query parameters and sorting by unknown fields', async () => {
    const unknownParam = await t.request('GET', '/api/branches?foo=bar', { session: admin });
    expect(unknownParam.status).toBe(400);
    expect(unknownParam.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „foo“.', field: 'foo' }],
    });
    const badSort = await t.request('GET', '/api/branches?sort=password', { session: admin });
    expect(badSort.status).toBe(400);
    expect(badSort.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Nach „password“ kann nicht sortiert werden.',
          field: 'sort',
        },
      ],
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request('GET', '/api/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });

  it('answers a duplicate identifier with a German message at the field', async () => {
    await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'doppelt', name: 'A' },
    });
    const response = await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'doppelt', name: 'B' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Diese Kennung wird bereits von einer anderen Organisation verwendet.',
          field: 'identifier',
        },
      ],
    });
  });

  it('answers references to missing entities with a German 400 at the field', async () => {
    const response = await t.request('POST', '/api/branches', {
      session: admin,
      body: { identifier: 'ref', name: 'Ref', tags: [{ id: 4711 }] },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Tag mit der ID 4711 existiert nicht.',
          field: 'tags',
        },
      ],
    });
  });
});
