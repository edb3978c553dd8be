import type { DateString } from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import { EventDayEntity } from './entities/event-day.entity.js';
import { PageDayEntity } from './entities/page-day.entity.js';
import { VisitDayEntity } from './entities/visit-day.entity.js';
import { VisitSlotDayEntity } from './entities/visit-slot-day.entity.js';
import { VisitorSeenEntity } from './entities/visitor-seen.entity.js';
import type { VisitFacts } from './visit-rollups.js';

/** Rows per multi-row INSERT (well below SQLite's 32 766 parameters). */
const CHUNK = 500;

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
    const batches: [new () => object, object[]][] = [
      [VisitDayEntity, [...this.days.values()]],
      [PageDayEntity, [...this.pages.values()]],
      [EventDayEntity, [...this.events.values()]],
      [VisitSlotDayEntity, [...this.slots.values()]],
      [VisitorSeenEntity, seenToday],
    ];
    for (const [entity, rows] of batches)
      for (let start = 0; start < rows.length; start += CHUNK)
        await manager.insert(entity, rows.slice(start, start + CHUNK));
  }
}
