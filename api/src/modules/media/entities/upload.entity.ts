import { Entity } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  SecretColumn,
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
  @SecretColumn({ length: 32 })
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

  /**
   * Whether a visitor uploaded it (the item dialog) rather than signed-in staff (media library,
   * phone orders). Only customer uploads need their token on an order, and only they are deleted
   * when no order names them a day after the upload (upload-cleanup.service.ts).
   */
  @BooleanColumn(false)
  isCustomerUpload: boolean;

  /**
   * SHA-256 (hex) of the secret token the visitor got with the upload (upload-tokens.ts); null
   * for staff uploads. Compared in the API, never looked up by.
   */
  @SecretColumn({ length: 64, nullable: true })
  tokenHash: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
