// The month view of the time sheets (`GET /api/time-sheets/month`) for 50 employees × 31 days of
// activities and shifts: its latency (one manager refreshing at a time) and the SQL statements
// one request sends, for 5 and for 50 employees (the same number: queries are constant in the
// number of employees). Runs the built API in this process, where its query counter is readable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  businessDayOf,
  daysInMonth,
  calendarDateOf,
  instantOfDayMinutes,
  monthOfDay,
  parseMonth,
} from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/dist/src/app.js';
import { readAppConfig } from '../../api/dist/src/config/app-config.js';
import { UserEntity } from '../../api/dist/src/modules/auth/entities/user.entity.js';
import { AbsenceEntity } from '../../api/dist/src/modules/workforce/entities/absence.entity.js';
import { WorkingActivityEntity } from '../../api/dist/src/modules/workforce/entities/working-activity.entity.js';
import { WorkingScheduleEntity } from '../../api/dist/src/modules/workforce/entities/working-schedule.entity.js';
import { createScratchDatabase } from '../scripts/scratch-mysql-database.mjs';
import { measureLoad } from './http-load.mjs';

export const TIME_SHEET_EMPLOYEES = 50;
const ADMIN_PASSWORD = 'bench-zeiterfassung-1';
const TIME_ZONE = 'Europe/Vienna';

/** The month before `now` (business time zone): complete, as a manager checks it. */
export function lastMonth(now = new Date()) {
  const { year, month } = parseMonth(monthOfDay(businessDayOf(now, TIME_ZONE)));
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

const at = (date, hour, minute = 0) => instantOfDayMinutes(date, hour * 60 + minute, TIME_ZONE);

/**
 * Stores employees number `from` to `to - 1`, each with a shift (06:00–14:30) and an activity
 * (06:02–14:35, pause 10:00–10:30) on every day of `month`, and two sick days. Inserts in
 * batches, behind the API's back (no audit entries: as if clocked).
 */
export async function seedTimeSheetMonth(dataSource, month, from, to) {
  const users = [];
  for (let index = from; index < to; index += 1) {
    users.push({
      username: `bench-mitarbeiter-${index}`,
      firstName: `Mitarbeiter ${index}`,
      lastName: 'Bench',
      email: `bench-${index}@example.com`,
      password: 'not-a-hash',
      roles: ['ROLE_EMPLOYEE'],
      timeTrackingToken: `bench-token-${index}`,
    });
  }
  const saved = await dataSource.getRepository(UserEntity).save(users);
  const days = Array.from({ length: daysInMonth(month.year, month.month) }, (_, index) =>
    calendarDateOf(month.year, month.month, index + 1),
  );
  const shifts = [];
  const activities = [];
  const absences = [];
  for (const user of saved) {
    for (const date of days) {
      shifts.push({ user: { id: user.id }, start: at(date, 6), end: at(date, 14, 30) });
      activities.push({
        user: { id: user.id },
        state: 'ended',
        start: at(date, 6, 2),
        end: at(date, 14, 35),
        pauses: [{ start: at(date, 10).toISOString(), end: at(date, 10, 30).toISOString() }],
        openFor: null,
      });
    }
    absences.push({ user: { id: user.id }, kind: 'sick', from: days[10], to: days[11] });
  }
  const insert = async (entity, rows) => {
    for (let start = 0; start < rows.length; start += 200)
      await dataSource.getRepository(entity).insert(rows.slice(start, start + 200));
  };
  await insert(WorkingScheduleEntity, shifts);
  await insert(WorkingActivityEntity, activities);
  await insert(AbsenceEntity, absences);
}

/** Signs the bench administrator in (in-process); answers the cookie header. */
async function signIn(fastify) {
  const response = await fastify.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Anmeldung: ${response.statusCode}`);
  return String(response.headers['set-cookie']).split(';')[0];
}

/** SQL statements of one month view (the API's query counter, around one request). */
async function queriesOfOneView(app, cookie, url) {
  const dataSource = app.get(DataSource);
  const before = dataSource.logger.count;
  const response = await app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  const employees = JSON.parse(response.body).data.employees.length;
  return { employees, queries: dataSource.logger.count - before };
}

/**
 * The month view scenario on a fresh SQLite file, or (`mysql`) a scratch MariaDB database:
 * rows for the table of `npm run bench`. `employees` and `duration` make it smaller for a check.
 */
export async function measureTimeSheets({
  port,
  duration = 10,
  mysql = false,
  employees = TIME_SHEET_EMPLOYEES,
}) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-sheets-'));
  const database = mysql ? await createScratchDatabase('bestellwerk_bench_sheets') : null;
  const name = mysql ? 'MariaDB' : 'SQLite';
  const config = {
    ...readAppConfig({}),
    databaseUrl: database?.url ?? `sqlite:${join(dir, 'bench.sqlite')}`,
    webRoot: null,
    seedDemoData: false,
    createFirstAdmin: true,
    adminPassword: ADMIN_PASSWORD,
    storageDir: join(dir, 'storage'),
    mailOutboxDir: join(dir, 'outbox'),
  };
  const app = await createApp({ config, logger: ['error'] });
  try {
    await app.init();
    const dataSource = app.get(DataSource);
    const month = lastMonth();
    const query = `month=${String(month.year)}-${String(month.month).padStart(2, '0')}`;
    const url = `/api/time-sheets/month?${query}`;
    const fastify = app.getHttpAdapter().getInstance();
    const cookie = await signIn(fastify);
    // The admin is listed too: the view holds the seeded employees and one more.
    const few = Math.min(5, employees);
    await seedTimeSheetMonth(dataSource, month, 0, few);
    const small = await queriesOfOneView(app, cookie, url);
    await seedTimeSheetMonth(dataSource, month, few, employees);
    const large = await queriesOfOneView(app, cookie, url);
    await app.listen(port, '127.0.0.1');
    const load = await measureLoad({
      name: `GET /api/time-sheets/month (${employees} Mitarbeitende × ${daysInMonth(month.year, month.month)} Tage, 1 Verbindung, ${name})`,
      url: `http://127.0.0.1:${port}${url}`,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
      connections: 1,
      duration,
    });
    // autocannon stops at the deadline with a request in flight; Nest closes the database
    // before the HTTP server, so let that request finish first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      load,
      queries: [small, large].map((view) => ({
        scenario: `GET /api/time-sheets/month (${name})`,
        Mitarbeitende: view.employees,
        'SQL je Anfrage': view.queries,
      })),
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  }
}

/**
 * The scenario on SQLite (port) and, unless `mysql` is false or no server answers, on MariaDB
 * (port + 1).
 */
export async function measureTimeSheetRuns({ port, duration, employees, mysql = true }) {
  const runs = [await measureTimeSheets({ port, duration, employees })];
  if (!mysql) return runs;
  try {
    runs.push(await measureTimeSheets({ port: port + 1, duration, employees, mysql: true }));
  } catch (error) {
    console.log(`Zeiterfassung auf MySQL/MariaDB übersprungen (${error.message})`);
  }
  return runs;
}

/** Prints the latency table and the SQL statements per request of the runs. */
export function printTimeSheets(runs, duration) {
  console.log(`\nZeiterfassung: Monatsansicht (${duration} s) und SQL-Anweisungen je Anfrage`);
  console.table(runs.map((run) => run.load));
  console.table(runs.flatMap((run) => run.queries));
}
