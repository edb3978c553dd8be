import type { AbsenceEntry, ErrorEnvelope as Errors } from '@bestellwerk/domain';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

describe('absences /api/absences', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let annaId: number;
  let benId: number;

  const send = (method: 'POST' | 'PUT', path: string, body: object, session = admin) =>
    t.request(method, `/api/${path}`, { session, body });
  const list = async (query: string, session = admin) =>
    (await t.request('GET', `/api/absences${query}`, { session })).json<{ data: AbsenceEntry[] }>()
      .data;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
    annaId = (await t.createUser('anna', ['ROLE_EMPLOYEE'])).id;
    benId = (await t.createUser('ben', ['ROLE_EMPLOYEE'])).id;
    admin = await t.login('chefin');
    annaSession = await t.login('anna');
  });
  afterAll(() => t.close());

  it('records holiday and sickness; lists those overlapping a range, newest first', async () => {
    const created = await send('POST', 'absences', {
      user: { id: annaId },
      kind: 'holiday',
      from: '2026-12-22',
      to: '2026-12-31',
      comment: ' Weihnachten ',
    });
    expect(created.status).toBe(201);
    expect(created.json<{ data: AbsenceEntry }>().data).toEqual({
      id: expect.any(Number),
      user: { id: annaId },
      kind: 'holiday',
      from: '2026-12-22',
      to: '2026-12-31',
      comment: 'Weihnachten',
    });
    await send('POST', 'absences', {
      user: { id: annaId },
      kind: 'sick',
      from: '2026-11-02',
      to: '2026-11-03',
    });
    await send('POST', 'absences', {
      user: { id: benId },
      kind: 'other',
      from: '2026-11-30',
      to: '2026-12-01',
    });

    const december = await list('?from=2026-12-01&to=2026-12-31');
    expect(december.map((a) => [a.user.id, a.from])).toEqual([
      [annaId, '2026-12-22'],
      [benId, '2026-11-30'],
    ]);
    expect((await list(`?user=${annaId}&kind=sick`)).map((a) => a.from)).toEqual(['2026-11-02']);
  });

  it('shows an employee only their own absences and lets only admins write', async () => {
    const own = await list('', annaSession);
    expect(own.length).toBe(2);
    expect(own.every((a) => a.user.id === annaId)).toBe(true);
    const write = await send(
      'POST',
      'absences',
      { user: { id: annaId }, kind: 'holiday', from: '2027-01-04', to: '2027-01-05' },
      annaSession,
    );
    expect(write.status).toBe(403);
  });

  it('refuses a last day before the first, unknown kinds, impossible dates and users', async () => {
    const backwards = await send('POST', 'absences', {
      user: { id: annaId },
      kind: 'holiday',
      from: '2026-12-10',
      to: '2026-12-09',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json<Errors>().errors).toEqual([
      expect.objectContaining({
        field: 'to',
        message: 'Der letzte Tag darf nicht vor dem ersten liegen.',
      }),
    ]);
    const malformed = await send('POST', 'absences', {
      user: { id: 999_999 },
      kind: 'vacation',
      from: '2026-02-30',
      to: 'morgen',
    });
    expect(malformed.status).toBe(400);
    const fields = malformed.json<Errors>().errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['kind', 'from', 'to']));
    expect(await list(`?user=${annaId}&from=2026-02-01&to=2026-02-28`)).toEqual([]);
  });

  it('checks the order of the days against the stored ones on update', async () => {
    const [sick] = await list(`?user=${annaId}&kind=sick`);
    const update = await send('PUT', `absences/${sick.id}`, { from: '2026-11-04' });
    expect(update.status).toBe(400);
    expect(update.json<Errors>().errors[0]).toMatchObject({ field: 'to' });
    const moved = await send('PUT', `absences/${sick.id}`, { to: '2026-11-05' });
    expect(moved.json<{ data: AbsenceEntry }>().data).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-05',
    });
  });
});
