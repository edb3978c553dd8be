import { Entity, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, StringColumn } from '../../../database/columns.js';
import { ImageEntity } from '../../media/entities/image.entity.js';

/** A label for branches (Lieferung, Sitzplätze…) used by the storefront's tag filter. */
@Entity('tag')
export class TagEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100 })
  name: string;

  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  image: Relation<ImageEntity> | null;
}
