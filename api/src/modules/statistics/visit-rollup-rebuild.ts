import { businessDayOf, type DateString } from '@bestellwerk/domain';
import { Brackets, MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { AnalyticsLogEntity } from '../insights/entities/analytics-log.entity.js';
import { EventDayEntity } from './entities/event-day.entity.js';
import { PageDayEntity } from './entities/page-day.entity.js';
import { VisitDayEntity } from './entities/visit-day.entity.js';
import { VisitSlotDayEntity } from './entities/visit-slot-day.entity.js';
import { VisitorSeenEntity } from './entities/visitor-seen.entity.js';
import { VisitRollupTotals } from './visit-rollup-totals.js';
import { refreshMonthRollups, visitFactsOf } from './visit-rollups.js';

/** Events read per query while rebuilding. */
const PAGE = 5000;

/** What a rebuild did. */
export interface VisitRollupRebuild {
  events: number;
  /** First and last business day rebuilt; null when the log is empty. */
  from: DateString | null;
  to: DateString | null;
}

/** The roll-ups of every event in the log, read in time order, a page at a time. */
async function totalsOfLog(
  manager: EntityManager,
  timeZone: string,
): Promise<{ totals: VisitRollupTotals; events: number }> {
  const totals = new VisitRollupTotals();
  let events = 0;
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const query = manager
      .createQueryBuilder(AnalyticsLogEntity, 'event')
      .orderBy('event.createdAt', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .take(PAGE);
    if (after) {
      const { createdAt, id } = after;
      query.where(
        new Brackets((where) =>
          where
            .where('event.createdAt > :createdAt', { createdAt })
            .orWhere('event.createdAt = :createdAt AND event.id > :id', { createdAt, id }),
        ),
      );
    }
    const page = await query.getMany();
    for (const event of page) totals.add(visitFactsOf(event, timeZone));
    events += page.length;
    if (page.length < PAGE) return { totals, events };
    after = page[page.length - 1];
  }
}

/**
 * Rebuilds the visitor roll-ups from the analytics log (`npm run statistics:rebuild-visits`):
 * the days from the log's first event on are replaced in one transaction (and the months from
 * its month on summed anew from the days); older days, whose events the retention already
 * deleted, keep their roll-ups. Run it while no events arrive
 * (today's seen-visitor marks are rebuilt too).
 */
export async function rebuildVisitRollups(
  dataSource: DataSource,
  timeZone: string,
  now: Date = new Date(),
): Promise<VisitRollupRebuild> {
  return dataSource.transaction(async (manager) => {
    const { totals, events } = await totalsOfLog(manager, timeZone);
    const days = totals.dayList;
    if (days.length === 0) return { events, from: null, to: null };
    const from = MoreThanOrEqual(days[0]);
    for (const entity of [
      VisitDayEntity,
      PageDayEntity,
      EventDayEntity,
      VisitSlotDayEntity,
      VisitorSeenEntity,
    ])
      await manager.delete(entity, { day: from });
    await totals.write(manager, businessDayOf(now, timeZone));
    await refreshMonthRollups(manager, days[0]);
    return { events, from: days[0], to: days[days.length - 1] };
  });
}
