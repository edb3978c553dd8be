import { Entity } from 'typeorm';
import { IntColumn, SecretColumn } from '../../../database/columns.js';

/**
 * Roll-up: the page roll-up per calendar month (sums of statistics_page_day), so that the top
 * pages of a year read a dozen months instead of 365 days of every path.
 */
@Entity('statistics_page_month')
export class PageMonthEntity {
  /** `YYYY-MM` of the business days. */
  @SecretColumn({ length: 7, primary: true })
  month: string;

  @SecretColumn({ length: 255, primary: true })
  path: string;

  @IntColumn({ default: 0 })
  views: number;

  /** Visitors per day, added up over the month. */
  @IntColumn({ default: 0 })
  visitors: number;
}
