import { Entity } from 'typeorm';
import { IntColumn, SecretColumn } from '../../../database/columns.js';

/** Roll-up: page views and unique visitors of one business day (no personal data). */
@Entity('statistics_visit_day')
export class VisitDayEntity {
  /** The business day, `YYYY-MM-DD` in the configured time zone. */
  @SecretColumn({ length: 10, primary: true })
  day: string;

  @IntColumn({ default: 0 })
  pageViews: number;

  /** Distinct daily visitor hashes that sent any event that day. */
  @IntColumn({ default: 0 })
  visitors: number;
}
