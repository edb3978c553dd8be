import type { Schedule } from '@bestellwerk/domain';
import { Entity, ManyToOne, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { ImageEntity } from '../../media/entities/image.entity.js';

/** A group of products on the store page; menus place products into categories per branch. */
@Entity('category')
export class CategoryEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  image: Relation<ImageEntity> | null;

  @BooleanColumn(true)
  isEnabled: boolean;

  /** When the category is available; null means always. */
  @JsonColumn({ nullable: true })
  schedule: Schedule | null = null;

  /** Shown (not orderable) outside its schedule. */
  @BooleanColumn(false)
  isVisibleWhenUnavailable: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
