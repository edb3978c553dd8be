import { heatMapCellOf, type DateString } from '@bestellwerk/domain';
import { LessThan, type EntityManager } from 'typeorm';
import { VisitorSeenEntity } from './entities/visitor-seen.entity.js';

/** Longest page path the roll-ups keep (longer ones are cut). */
export const MAX_ROLLUP_PATH_LENGTH = 255;

/** An analytics event as the roll-ups read it (a new one, or a stored row when rebuilding). */
export interface RollupEvent {
  type: string;
  action: string;
  category: string;
  data: Record<string, unknown> | null;
  createdAt: Date;
  /** Daily visitor hash; null for events stored without one. */
  visitor: string | null;
}

/** What one event adds to the roll-ups. */
export interface VisitFacts {
  day: DateString;
  weekday: number;
  slot: number;
  visitor: string | null;
  /** The viewed path of a page view, else null. */
  path: string | null;
  type: string;
  action: string;
  category: string;
}

/**
 * The path a page view counts for: an order's status page (`/status/:uid/:hash`, whose link is
 * the order's secret) counts as `/status`, other paths as sent (cut to 255 characters).
 */
export function rollupPathOf(path: string): string {
  if (/^\/status\/[^/]+\/[^/]+\/?$/.test(path)) return '/status';
  return path.slice(0, MAX_ROLLUP_PATH_LENGTH);
}

/** The page path of a page view (`action` page_view with a string `data.path`), else null. */
function pageViewPath(event: RollupEvent): string | null {
  if (event.action !== 'page_view') return null;
  const path = event.data?.path;
  return typeof path === 'string' ? rollupPathOf(path) : null;
}

/**
 * The business day, heat-map cell, visitor, page and event key of an event. `cell` may be
 * passed when the caller already knows it (the demo data, which draws wall-clock times).
 */
export function visitFactsOf(
  event: RollupEvent,
  timeZone: string,
  cell: { date: DateString; weekday: number; slot: number } = heatMapCellOf(
    event.createdAt,
    timeZone,
  ),
): VisitFacts {
  return {
    day: cell.date,
    weekday: cell.weekday,
    slot: cell.slot,
    visitor: event.visitor,
    path: pageViewPath(event),
    type: event.type,
    action: event.action,
    category: event.category,
  };
}

type Dialect = 'sqlite' | 'mysql';

function dialectOf(manager: EntityManager): Dialect {
  return manager.connection.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

function quote(dialect: Dialect, name: string): string {
  return dialect === 'sqlite' ? `"${name}"` : `\`${name}\``;
}

/**
 * `INSERT … ON CONFLICT/DUPLICATE KEY` that adds `counters` to the row of `keys` (its primary
 * key; creating it):
 * one atomic statement on both databases, so concurrent events never lose a count.
 */
export function incrementSql(
  dialect: Dialect,
  table: string,
  keys: readonly string[],
  counters: readonly string[],
  /** Columns set on insert only (values that follow from the keys). */
  extra: readonly string[] = [],
): string {
  const q = (name: string) => quote(dialect, name);
  const all = [...keys, ...extra, ...counters];
  const columns = all.map(q).join(', ');
  const values = all.map(() => '?').join(', ');
  const insert = `INSERT INTO ${q(table)} (${columns}) VALUES (${values})`;
  if (dialect === 'sqlite') {
    const set = counters.map((c) => `${q(c)} = ${q(c)} + excluded.${q(c)}`).join(', ');
    return `${insert} ON CONFLICT (${keys.map(q).join(', ')}) DO UPDATE SET ${set}`;
  }
  const set = counters.map((c) => `${q(c)} = ${q(c)} + VALUES(${q(c)})`).join(', ');
  return `${insert} ON DUPLICATE KEY UPDATE ${set}`;
}

/**
 * Marks the visitor as seen today (the day as a whole, and the page of a page view); answers
 * whether the visitor and the page visitor are new. One INSERT IGNORE: the page row can only be
 * new when the day row is, or on its own, so the number of inserted rows tells which.
 */
async function markSeen(
  manager: EntityManager,
  dialect: Dialect,
  facts: VisitFacts & { visitor: string },
): Promise<{ visitor: boolean; page: boolean }> {
  const rows: string[][] = [[facts.day, facts.visitor, '']];
  if (facts.path !== null) rows.push([facts.day, facts.visitor, facts.path]);
  const q = (name: string) => quote(dialect, name);
  const ignore = dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
  const sql =
    `${ignore} INTO ${q('statistics_visitor_seen')} (${q('day')}, ${q('visitor')}, ${q('path')}) VALUES ` +
    rows.map(() => '(?, ?, ?)').join(', ');
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, rows.flat(), true);
    const inserted = Number((result as { affected?: number }).affected ?? 0);
    return {
      visitor: inserted === rows.length,
      page: facts.path !== null && inserted >= 1,
    };
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/**
 * Adds one event to the roll-ups, in the event's transaction: at most seven statements (seen;
 * day; page per day and month; event; a new visitor's slot per day and month). A visitor counts
 * once per day (and in the heat-map slot of their first event that day) and once per day and
 * page.
 */
export async function addToVisitRollups(manager: EntityManager, facts: VisitFacts): Promise<void> {
  const dialect = dialectOf(manager);
  const seen =
    facts.visitor === null
      ? { visitor: false, page: false }
      : await markSeen(manager, dialect, { ...facts, visitor: facts.visitor });
  const isView = facts.path !== null;
  if (isView || seen.visitor) {
    await manager.query(
      incrementSql(dialect, 'statistics_visit_day', ['day'], ['pageViews', 'visitors']),
      [facts.day, isView ? 1 : 0, seen.visitor ? 1 : 0],
    );
  }
  if (isView) {
    await manager.query(
      incrementSql(dialect, 'statistics_page_day', ['day', 'path'], ['views', 'visitors']),
      [facts.day, facts.path, 1, seen.page ? 1 : 0],
    );
    await manager.query(
      incrementSql(dialect, 'statistics_page_month', ['month', 'path'], ['views', 'visitors']),
      [facts.day.slice(0, 7), facts.path, 1, seen.page ? 1 : 0],
    );
  }
  await manager.query(
    incrementSql(dialect, 'statistics_event_day', ['day', 'type', 'action', 'category'], ['count']),
    [facts.day, facts.type, facts.action, facts.category, 1],
  );
  if (seen.visitor) {
    await manager.query(
      incrementSql(
        dialect,
        'statistics_visit_slot_day',
        ['day', 'slot'],
        ['visitors'],
        ['weekday'],
      ),
      [facts.day, facts.slot, facts.weekday, 1],
    );
    await manager.query(
      incrementSql(
        dialect,
        'statistics_visit_slot_month',
        ['month', 'weekday', 'slot'],
        ['visitors'],
      ),
      [facts.day.slice(0, 7), facts.weekday, facts.slot, 1],
    );
  }
}

/** Deletes the seen-visitor marks of the days before `today` (they only serve today's counting). */
export async function pruneSeenVisitors(
  manager: EntityManager,
  today: DateString,
): Promise<number> {
  const result = await manager.delete(VisitorSeenEntity, { day: LessThan(today) });
  return result.affected ?? 0;
}

/**
 * Recomputes the monthly roll-ups (pages, heat map) from the daily ones for the months from
 * `fromDay`'s on (after bulk writes of days: the rebuild, the demo data, the benchmark).
 */
export async function refreshMonthRollups(
  manager: EntityManager,
  fromDay: DateString,
): Promise<void> {
  const dialect = dialectOf(manager);
  const q = (name: string) => quote(dialect, name);
  const month = fromDay.slice(0, 7);
  const monthOfDay = `SUBSTR(${q('day')}, 1, 7)`;
  const refresh = async (target: string, source: string, keys: string[], sums: string[]) => {
    await manager.query(`DELETE FROM ${q(target)} WHERE ${q('month')} >= ?`, [month]);
    const columns = [q('month'), ...keys.map(q), ...sums.map(q)].join(', ');
    const selected = [monthOfDay, ...keys.map(q), ...sums.map((sum) => `SUM(${q(sum)})`)];
    await manager.query(
      `INSERT INTO ${q(target)} (${columns}) SELECT ${selected.join(', ')} FROM ${q(source)} ` +
        `WHERE ${q('day')} >= ? GROUP BY ${[monthOfDay, ...keys.map(q)].join(', ')}`,
      [`${month}-01`],
    );
  };
  await refresh('statistics_page_month', 'statistics_page_day', ['path'], ['views', 'visitors']);
  await refresh(
    'statistics_visit_slot_month',
    'statistics_visit_slot_day',
    ['weekday', 'slot'],
    ['visitors'],
  );
}
