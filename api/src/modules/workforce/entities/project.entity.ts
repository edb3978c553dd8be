import { Entity } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';

/** A project staff can book working time on. */
@Entity('project')
export class ProjectEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  @BooleanColumn(true)
  isEnabled: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
