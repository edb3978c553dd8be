import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, StringColumn } from '../../../database/columns.js';
import { UploadEntity } from './upload.entity.js';

/** A web font variant (family `Lora`, variant `700italic`) with its file, if stored. */
@Entity('font')
@Index(['family', 'variant'], { unique: true })
export class FontEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100 })
  family: string;

  /** Google Fonts style name: `regular`, `italic`, `700`, `700italic`… */
  @StringColumn({ length: 20 })
  variant: string;

  /** The font file (woff2, woff, ttf or otf). */
  @ManyToOne(() => UploadEntity, { nullable: true, onDelete: 'SET NULL' })
  upload: Relation<UploadEntity> | null;
}
