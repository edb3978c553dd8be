import type { DateString } from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import { EventDayEntity } from './entities/event-day.entity.js';
import { PageDayEntity } from './entities/page-day.entity.js';
import { VisitDayEntity } from './entities/visit-day.entity.js';
import { VisitSlotDayEntity } from './entities/visit-slot-day.entity.js';
import type { VisitFacts } from './visit-rollups.js';

/** Rows per multi-row INSERT (well below SQLite's 32 766 parameters). */
const CHUNK = 500;

/**
 * Inserts plain rows into `table` with multi-row INSERTs of raw SQL (values in `columns` order;
 * objects are written as JSON): far faster than entity inserts for tens of thousands of rows.
 */
export async function bulkInsert(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const escape = (name: string) => manager.connection.driver.escape(name);
  const head = `INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const size = Math.max(1, Math.floor((CHUNK * 8) / columns.length));
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    const values = chunk
      .flat()
      .map((value) =>
        value !== null && typeof value === 'object' && !(value instanceof Date)
          ? JSON.stringify(value)
          : value,
      );
    await manager.query(head + chunk.map(() => tuple).join(', '), values);
  }
}

/**
 * The daily roll-ups of many events, added up in memory by the same rules as
 * addToVisitRollups (a visitor once per day, in the slot of their first event, and once per day
 * and page): what the rebuild, the demo data and the benchmark write in bulk. Facts must come in
 * time order within each day.
 */
export class VisitRollupTotals {
  private readonly days = new Map<DateString, VisitDayEntity>();
  private readonly pages = new Map<string, PageDayEntity>();
  private readonly events = new Map<string, EventDayEntity>();
  private readonly slots = new Map<string, VisitSlotDayEntity>();
  private readonly seen = new Map<DateString, Set<string>>();

  /** Adds one event. */
  add(facts: VisitFacts): void {
    const seen = this.seen.get(facts.day) ?? new Set<string>();
    this.seen.set(facts.day, seen);
    const newVisitor = facts.visitor !== null && !seen.has(facts.visitor);
    if (newVisitor) seen.add(facts.visitor!);
    const pageKey = `${facts.visitor}\n${facts.path}`;
    const newPageVisitor = facts.visitor !== null && facts.path !== null && !seen.has(pageKey);
    if (newPageVisitor) seen.add(pageKey);
    const isView = facts.path !== null;
    if (isView || newVisitor) {
      const day = this.days.get(facts.day) ?? { day: facts.day, pageViews: 0, visitors: 0 };
      day.pageViews += isView ? 1 : 0;
      day.visitors += newVisitor ? 1 : 0;
      this.days.set(facts.day, day);
    }
    if (isView) {
      const key = `${facts.day}\n${facts.path}`;
      const page = this.pages.get(key) ?? {
        day: facts.day,
        path: facts.path!,
        views: 0,
        visitors: 0,
      };
      page.views += 1;
      page.visitors += newPageVisitor ? 1 : 0;
      this.pages.set(key, page);
    }
    const eventKey = [facts.day, facts.type, facts.action, facts.category].join('\n');
    const event = this.events.get(eventKey) ?? {
      day: facts.day,
      type: facts.type,
      action: facts.action,
      category: facts.category,
      count: 0,
    };
    event.count += 1;
    this.events.set(eventKey, event);
    if (newVisitor) {
      const key = `${facts.day}\n${facts.slot}`;
      const slot = this.slots.get(key) ?? {
        day: facts.day,
        slot: facts.slot,
        weekday: facts.weekday,
        visitors: 0,
      };
      slot.visitors += 1;
      this.slots.set(key, slot);
    }
  }

  /** Visitors of all days added up (each visitor once per day). */
  get visits(): number {
    return [...this.days.values()].reduce((sum, day) => sum + day.visitors, 0);
  }

  /** The business days that have events, in order. */
  get dayList(): DateString[] {
    return [...this.seen.keys()].sort();
  }

  /**
   * Inserts the roll-up rows (the days must have none yet) and the seen-visitor marks of
   * `today`, so that events arriving later today are not counted twice.
   */
  async write(manager: EntityManager, today: DateString | null = null): Promise<void> {
    const seenToday = [...(today === null ? [] : (this.seen.get(today) ?? []))].map((key) => {
      const [visitor, path] = key.includes('\n') ? key.split('\n') : [key, ''];
      return { day: today!, visitor, path };
    });
    await bulkInsert(
      manager,
      'statistics_visit_day',
      ['day', 'pageViews', 'visitors'],
      [...this.days.values()].map((row) => [row.day, row.pageViews, row.visitors]),
    );
    await bulkInsert(
      manager,
      'statistics_page_day',
      ['day', 'path', 'views', 'visitors'],
      [...this.pages.values()].map((row) => [row.day, row.path, row.views, row.visitors]),
    );
    await bulkInsert(
      manager,
      'statistics_event_day',
      ['day', 'type', 'action', 'category', 'count'],
      [...this.events.values()].map((row) => [
        row.day,
        row.type,
        row.action,
        row.category,
        row.count,
      ]),
    );
    await bulkInsert(
      manager,
      'statistics_visit_slot_day',
      ['day', 'slot', 'weekday', 'visitors'],
      [...this.slots.values()].map((row) => [row.day, row.slot, row.weekday, row.visitors]),
    );
    await bulkInsert(
      manager,
      'statistics_visitor_seen',
      ['day', 'visitor', 'path'],
      seenToday.map((row) => [row.day, row.visitor, row.path]),
    );
  }
}
