import type { ImageTemplateLayerType } from '@bestellwerk/domain';
import { Entity, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn, TextColumn } from '../../../database/columns.js';
import { FontEntity } from './font.entity.js';
import { ImageEntity } from './image.entity.js';
import { ImageTemplateEntity } from './image-template.entity.js';

/** One layer of an image template, painted in `position` order. */
@Entity('image_template_layer')
export class ImageTemplateLayerEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => ImageTemplateEntity, (template) => template.layers, {
    nullable: false,
    onDelete: 'CASCADE',
    orphanedRowAction: 'delete',
  })
  template: Relation<ImageTemplateEntity>;

  @IntColumn({ default: 0 })
  position: number;

  @StringColumn({ length: 20, default: 'text' })
  type: ImageTemplateLayerType;

  @StringColumn()
  name: string;

  @IntColumn({ default: 0 })
  x: number;

  @IntColumn({ default: 0 })
  y: number;

  @IntColumn({ default: 0 })
  width: number;

  @IntColumn({ default: 0 })
  height: number;

  @TextColumn()
  text: string | null;

  @ManyToOne(() => FontEntity, { nullable: true, onDelete: 'SET NULL' })
  font: Relation<FontEntity> | null;

  @IntColumn({ default: 16 })
  fontSize: number;

  /** `#RRGGBB`. */
  @StringColumn({ length: 7, default: '#000000' })
  color: string;

  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  image: Relation<ImageEntity> | null;
}
