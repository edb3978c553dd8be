import { Entity, OneToMany, type Relation } from 'typeorm';
import { IdColumn, StringColumn, TextColumn } from '../../../database/columns.js';
import { BranchEntity } from './branch.entity.js';

/** An organisation unit grouping branches (the company or one of its brands). */
@Entity('division')
export class DivisionEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @StringColumn()
  title: string;

  @TextColumn()
  description: string | null;

  @OneToMany(() => BranchEntity, (branch) => branch.division)
  branches: Relation<BranchEntity>[];
}
