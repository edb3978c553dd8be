import type { SiteContentItem, SiteType } from '@bestellwerk/domain';
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

/**
 * A content page at `path` ('' is the start page). The unique index treats '' as an ordinary
 * value on SQLite and MariaDB alike, so there is exactly one start page.
 */
@Entity('site')
export class SiteEntity {
  @IdColumn()
  id: number;

  @StringColumn({ unique: true })
  path: string;

  @StringColumn()
  name: string;

  @StringColumn()
  title: string;

  @TextColumn()
  description: string | null;

  @StringColumn({ length: 30, default: 'default' })
  type: SiteType;

  @BooleanColumn(true)
  isPublic: boolean;

  /** Teaser image (specialty pages). */
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  image: Relation<ImageEntity> | null;

  /** The page body; HTML inside is sanitised when written. */
  @JsonColumn()
  content: SiteContentItem[] = [];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
