import { IdColumn, IntColumn, StringColumn } from '../../../../database/columns.js';

/**
 * The columns every daily roll-up row has: its business day and branch (no foreign key: the
 * rows are recomputed from the orders, never edited). Each table indexes (businessDay, branchId).
 */
export abstract class RollUpDayColumns {
  @IdColumn()
  id: number;

  @StringColumn({ length: 10 })
  businessDay: string;

  @IntColumn()
  branchId: number;
}
