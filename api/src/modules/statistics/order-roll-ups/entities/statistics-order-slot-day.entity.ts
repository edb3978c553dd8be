import { Entity, Index } from 'typeorm';
import { IntColumn } from '../../../../database/columns.js';
import { RollUpDayColumns } from './roll-up-day.columns.js';

/**
 * When orders were placed: orders per weekday (0 = Monday) and half hour (slot 0 =
 * 00:00–00:30) of their creation on the configured zone's wall clock.
 */
export abstract class SlotRollUpColumns extends RollUpDayColumns {
  @IntColumn()
  weekday: number;

  @IntColumn()
  slot: number;

  @IntColumn()
  orders: number;
}

/** Daily roll-up of when orders were placed (the edge days of a range). */
@Entity('statistics_order_slot_day')
@Index(['businessDay', 'branchId'])
export class StatisticsOrderSlotDayEntity extends SlotRollUpColumns {}

/** Monthly roll-up of when orders were placed: `businessDay` is the month's first day. */
@Entity('statistics_order_slot_month')
@Index(['businessDay', 'branchId'])
export class StatisticsOrderSlotMonthEntity extends SlotRollUpColumns {}
