import { Entity } from 'typeorm';
import { IntColumn, SecretColumn } from '../../../database/columns.js';

/** Roll-up: views and unique visitors of one page path on one business day. */
@Entity('statistics_page_day')
export class PageDayEntity {
  @SecretColumn({ length: 10, primary: true })
  day: string;

  @SecretColumn({ length: 255, primary: true })
  path: string;

  @IntColumn({ default: 0 })
  views: number;

  @IntColumn({ default: 0 })
  visitors: number;
}
