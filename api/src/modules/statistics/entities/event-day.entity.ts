import { Entity } from 'typeorm';
import { IntColumn, SecretColumn } from '../../../database/columns.js';

/** Roll-up: analytics events of one business day by type, action and category. */
@Entity('statistics_event_day')
export class EventDayEntity {
  @SecretColumn({ length: 10, primary: true })
  day: string;

  @SecretColumn({ length: 100, primary: true })
  type: string;

  @SecretColumn({ length: 100, primary: true })
  action: string;

  @SecretColumn({ length: 100, primary: true })
  category: string;

  @IntColumn({ default: 0 })
  count: number;
}
