import { Entity, ManyToOne, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { ProjectEntity } from './project.entity.js';

/** A to-do, optionally of a project. */
@Entity('task')
export class TaskEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => ProjectEntity, { nullable: true, onDelete: 'SET NULL' })
  project: Relation<ProjectEntity> | null;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  @BooleanColumn(false)
  isDone: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
