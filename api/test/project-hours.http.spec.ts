import type { ErrorEnvelope as Errors, Project, ProjectHours, Task } from '@bestellwerk/domain';
import type { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';

describe('GET /api/time-sheets/project-hours', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let anna: UserEntity;
  let ben: UserEntity;
  let stollen: Project;
  let umbau: Project;
  let backen: Task;
  let ruehren: Task;

  const hours = async (query = '', session = admin) => {
    const response = await t.request('GET', `/api/time-sheets/project-hours${query}`, { session });
    return { status: response.status, body: response.json<{ data: ProjectHours } & Errors>() };
  };
  const activity = (user: UserEntity, body: object) =>
    t.create(
      '/api/working-activities',
      { user: { id: user.id }, reason: 'Nachgetragen', ...body },
      admin,
    );

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday 26 November 2026, 10:00 in Vienna.
    fixClock(t, new Date('2026-11-26T09:00:00.000Z'));
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE']);
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    annaSession = await t.login('anna');
    stollen = await t.create<Project>('/api/projects', { name: 'Stollen' }, admin);
    umbau = await t.create<Project>('/api/projects', { name: 'Umbau' }, admin);
    backen = await t.create<Task>(
      '/api/tasks',
      { name: 'Backen', project: { id: stollen.id } },
      admin,
    );
    ruehren = await t.create<Task>('/api/tasks', { name: 'Rühren' }, admin);

    // Anna, Monday: 06:00–10:00 on Stollen/Backen with a 30 min pause = 3:30 net.
    await activity(anna, {
      project: { id: stollen.id },
      task: { id: backen.id },
      start: '2026-11-23T05:00:00.000Z',
      end: '2026-11-23T09:00:00.000Z',
      pauses: [{ start: '2026-11-23T07:00:00.000Z', end: '2026-11-23T07:30:00.000Z' }],
    });
    // Ben, Tuesday: 1:15 on the task Rühren alone.
    await activity(ben, {
      task: { id: ruehren.id },
      start: '2026-11-24T12:00:00.000Z',
      end: '2026-11-24T13:15:00.000Z',
    });
    // Ben, today: on Umbau since 08:00, still running (2 h until the clock's 10:00).
    await activity(ben, { project: { id: umbau.id }, start: '2026-11-26T07:00:00.000Z' });
    // Last month, unbooked work does not count anywhere.
    await activity(anna, {
      project: { id: stollen.id },
      start: '2026-10-30T07:00:00.000Z',
      end: '2026-10-30T08:00:00.000Z',
    });
    await activity(anna, { start: '2026-11-25T07:00:00.000Z', end: '2026-11-25T15:00:00.000Z' });
  });
  afterAll(() => t.close());

  it('sums the net time per project and task, a running activity until now', async () => {
    const { status, body } = await hours('?from=2026-11-01&to=2026-11-30');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      projects: [
        { id: stollen.id, netMinutes: 210 },
        { id: umbau.id, netMinutes: 120 },
      ],
      tasks: [
        { id: backen.id, netMinutes: 210 },
        { id: ruehren.id, netMinutes: 75 },
      ],
    });
    const all = await hours();
    expect(all.body.data.projects).toEqual([
      { id: stollen.id, netMinutes: 270 },
      { id: umbau.id, netMinutes: 120 },
    ]);
    const tuesday = await hours('?from=2026-11-24&to=2026-11-24');
    expect(tuesday.body.data).toEqual({
      projects: [],
      tasks: [{ id: ruehren.id, netMinutes: 75 }],
    });
  });

  it('answers in the same number of queries however many activities there are', async () => {
    const count = () => t.countQueries(() => hours('?from=2026-11-01&to=2026-11-30'));
    const before = await count();
    for (let day = 2; day <= 6; day += 1) {
      await activity(ben, {
        project: { id: umbau.id },
        start: `2026-11-0${day}T07:00:00.000Z`,
        end: `2026-11-0${day}T08:00:00.000Z`,
      });
    }
    expect((await hours('?from=2026-11-01&to=2026-11-30')).body.data.projects[1]).toEqual({
      id: umbau.id,
      netMinutes: 120 + 5 * 60,
    });
    expect(await count()).toBe(before);
  });

  it('refuses employees, bad days and a range that ends before it starts', async () => {
    expect((await hours('', annaSession)).status).toBe(403);
    const malformed = await hours('?from=1.11.2026');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('from');
    const backwards = await hours('?from=2026-11-30&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        field: 'to',
        message: 'Der letzte Tag darf nicht vor dem ersten liegen.',
      },
    ]);
  });
});
