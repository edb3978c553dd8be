import { Entity, OneToMany, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { ImageTemplateLayerEntity } from './image-template-layer.entity.js';

/** A template that composes images (menu boards, social posts) from layers. */
@Entity('image_template')
export class ImageTemplateEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @IntColumn({ default: 1080 })
  width: number;

  @IntColumn({ default: 1080 })
  height: number;

  @OneToMany(() => ImageTemplateLayerEntity, (layer) => layer.template, { cascade: true })
  layers: Relation<ImageTemplateLayerEntity>[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
