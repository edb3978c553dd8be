import type { UnitKey } from '@bestellwerk/domain';
import { Entity, Index } from 'typeorm';
import { IntColumn, StringColumn } from '../../../../database/columns.js';
import { RollUpDayColumns } from './roll-up-day.columns.js';

/**
 * The order lines of the sold orders per product and unit: lines, orders holding the product,
 * amount (in thousandths, exact for 0,25 kg) and line gross in cents.
 */
export abstract class ItemRollUpColumns extends RollUpDayColumns {
  /** The product while it exists; null for lines of a deleted product (grouped by name). */
  @IntColumn({ nullable: true })
  productId: number | null;

  @StringColumn({ length: 10 })
  unit: UnitKey;

  /** The product's name as the order line's snapshot has it. */
  @StringColumn()
  name: string;

  @IntColumn()
  orderLines: number;

  @IntColumn()
  orders: number;

  @IntColumn()
  amountThousandths: number;

  @IntColumn()
  revenueCents: number;
}

/** Daily roll-up of the sold order lines (the edge days of a range). */
@Entity('statistics_item_day')
@Index(['businessDay', 'branchId'])
export class StatisticsItemDayEntity extends ItemRollUpColumns {}

/**
 * Monthly roll-up of the sold order lines, the sum of the month's day rows: `businessDay` is
 * the month's first day. Ranges over whole months read these (popular items).
 */
@Entity('statistics_item_month')
@Index(['businessDay', 'branchId'])
export class StatisticsItemMonthEntity extends ItemRollUpColumns {}
