import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';

/**
 * A file staff or customers uploaded (documents, photos for a cake…). It is served at
 * /upload/{publicHash}/{id}-{version}.{extension}; the random hash keeps ids unguessable.
 */
@Entity('upload')
export class UploadEntity {
  @IdColumn()
  id: number;

  /** Raised on every replacement of the file, so cached URLs change. */
  @IntColumn({ default: 1 })
  version: number;

  @StringColumn({ length: 10 })
  extension: string;

  /** 32 random hex characters, part of the public URL. */
  @StringColumn({ length: 32 })
  publicHash: string;

  @StringColumn({ length: 100 })
  mimeType: string;

  /** Original file name. */
  @StringColumn()
  name: string;

  /** File size in bytes. */
  @IntColumn({ default: 0 })
  size: number;

  /** Path of the current file below the storage folder (`uploads/{id}-{version}.{extension}`). */
  @StringColumn()
  storage: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
