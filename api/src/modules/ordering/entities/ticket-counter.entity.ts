import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../../../database/columns.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';

/**
 * The last ticket number given out per branch and Vienna business day. Order creation
 * increments it inside the order's transaction (STACK.md: a counter row, not MAX()+1).
 */
@Entity('ticket_counter')
@Index(['branch', 'businessDay'], { unique: true })
export class TicketCounterEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => BranchEntity, { nullable: false, onDelete: 'CASCADE' })
  branch: Relation<BranchEntity>;

  /** `YYYY-MM-DD`, Vienna. */
  @StringColumn({ length: 10 })
  businessDay: string;

  @IntColumn({ default: 0 })
  lastNumber: number;
}
