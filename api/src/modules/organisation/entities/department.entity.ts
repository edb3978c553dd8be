import { Entity, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, StringColumn, TextColumn } from '../../../database/columns.js';
import { BranchEntity } from './branch.entity.js';

/** A department of a branch (Backstube, Verkauf, Café) for staff planning. */
@Entity('department')
export class DepartmentEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  @ManyToOne(() => BranchEntity, { nullable: false, onDelete: 'CASCADE' })
  branch: Relation<BranchEntity>;
}
