import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';

/** An uploaded picture; its files live under the storage folder by id and version. */
@Entity('image')
export class ImageEntity {
  @IdColumn()
  id: number;

  /** Raised on every replacement of the file, so cached URLs change. */
  @IntColumn({ default: 1 })
  version: number;

  @StringColumn({ length: 10 })
  extension: string;

  @StringColumn({ length: 100 })
  mimeType: string;

  @IntColumn({ default: 0 })
  width: number;

  @IntColumn({ default: 0 })
  height: number;

  @StringColumn()
  alt: string;

  /** Original file name, for staff. */
  @StringColumn()
  name: string;

  /** File size in bytes. */
  @IntColumn({ default: 0 })
  size: number;

  /** Path of the current file below the storage folder (`images/{id}-{version}.{extension}`). */
  @StringColumn()
  storage: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
