import { Entity, Index } from 'typeorm';
import { IntColumn, StringColumn } from '../../../../database/columns.js';
import { RollUpDayColumns } from './roll-up-day.columns.js';

/** Daily roll-up of the taxes of the sold orders per rate ("10", "20"), in integer cents. */
@Entity('statistics_order_tax_day')
@Index(['businessDay', 'branchId'])
export class StatisticsOrderTaxDayEntity extends RollUpDayColumns {
  /** Tax rate in percent as the order keys it ("10", "20", "5.5"). */
  @StringColumn({ length: 10 })
  rate: string;

  @IntColumn()
  taxCents: number;
}
