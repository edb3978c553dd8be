import type { OrderType, PaymentMethod, StatisticsOrderState } from '@bestellwerk/domain';
import { Entity, Index } from 'typeorm';
import { IntColumn, StringColumn } from '../../../../database/columns.js';
import { RollUpDayColumns } from './roll-up-day.columns.js';
import type { OrderOutcome } from '../order-outcome.js';

/**
 * Daily roll-up of the placed orders: how many orders of one business day and branch share an
 * order type, state, payment method and outcome, with their summed totals in integer cents.
 * Recomputed from the orders per (businessDay, branch) (OrderRollUpService).
 */
@Entity('statistics_order_day')
@Index(['businessDay', 'branchId'])
export class StatisticsOrderDayEntity extends RollUpDayColumns {
  @StringColumn({ length: 10 })
  orderType: OrderType;

  @StringColumn({ length: 20 })
  state: StatisticsOrderState;

  @StringColumn({ length: 20 })
  paymentMethod: PaymentMethod;

  @StringColumn({ length: 20 })
  outcome: OrderOutcome;

  @IntColumn()
  orders: number;

  /** Items plus delivery fee. */
  @IntColumn()
  grossCents: number;

  @IntColumn()
  netCents: number;

  @IntColumn()
  deliveryCents: number;

  /** Order lines of these orders (the items figure reads those of sold orders). */
  @IntColumn()
  orderLines: number;

  /** Summed amounts of those lines, in thousandths. */
  @IntColumn()
  amountThousandths: number;
}
