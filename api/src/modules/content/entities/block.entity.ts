import type { BlockType } from '@bestellwerk/domain';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  JsonColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';

/** A reusable content block addressed by identifier; HTML inside is sanitised when written. */
@Entity('block')
export class BlockEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @StringColumn({ length: 30, default: 'text' })
  type: BlockType;

  @JsonColumn()
  value: Record<string, unknown> = {};

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
