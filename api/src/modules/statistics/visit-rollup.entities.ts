import { EventDayEntity } from './entities/event-day.entity.js';
import { PageDayEntity } from './entities/page-day.entity.js';
import { PageMonthEntity } from './entities/page-month.entity.js';
import { VisitDayEntity } from './entities/visit-day.entity.js';
import { VisitSlotDayEntity } from './entities/visit-slot-day.entity.js';
import { VisitSlotMonthEntity } from './entities/visit-slot-month.entity.js';
import { VisitorSeenEntity } from './entities/visitor-seen.entity.js';

/** The daily roll-ups of the analytics log the visitor statistics read. */
export const VISIT_ROLLUP_ENTITIES = [
  VisitDayEntity,
  VisitorSeenEntity,
  PageDayEntity,
  PageMonthEntity,
  EventDayEntity,
  VisitSlotDayEntity,
  VisitSlotMonthEntity,
];
