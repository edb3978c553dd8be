import { Entity, OneToMany, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { SignageStreamSegmentEntity } from './signage-stream-segment.entity.js';

/** A playlist of segments; the order lives in the join rows' `position`. */
@Entity('signage_stream')
export class SignageStreamEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @BooleanColumn(true)
  isEnabled: boolean;

  @OneToMany(() => SignageStreamSegmentEntity, (entry) => entry.stream, { cascade: true })
  entries: Relation<SignageStreamSegmentEntity>[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
