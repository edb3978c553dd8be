import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, StringColumn } from '../../../database/columns.js';
import { BranchEntity } from './branch.entity.js';

/** A table of a dine-in branch; identifiers are unique within the branch. */
@Entity('dining_table')
@Index(['branch', 'identifier'], { unique: true })
export class TableEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 50 })
  identifier: string;

  @StringColumn({ length: 100 })
  name: string;

  @ManyToOne(() => BranchEntity, { nullable: false, onDelete: 'CASCADE' })
  branch: Relation<BranchEntity>;
}
