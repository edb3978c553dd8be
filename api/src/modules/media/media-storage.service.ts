import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FixedMessageCode } from '@bestellwerk/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors/app-errors.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';

/** An opened stored file. */
export interface StoredFile {
  stream: ReadStream;
  size: number;
}

/**
 * The files of images and uploads below the configured storage folder (AppConfig.storageDir),
 * addressed by a relative key such as `images/12-3.png`. Writes are atomic (temporary file,
 * then rename), so a reader never sees half a file.
 */
@Injectable()
export class MediaStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'storageDir'>) {
    this.root = resolve(config.storageDir);
  }

  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Speicherschlüssel außerhalb: ${key}`);
    return path;
  }

  /** The absolute path of `key` (for libraries that read files by path, such as fonts). */
  pathOf(key: string): string {
    return this.path(key);
  }

  /** Stores `data` under `key`, replacing a file of the same key. */
  async write(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** The file of `key`, or null when there is none. */
  async open(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    try {
      const { size, isFile } = await stat(path).then((s) => ({ size: s.size, isFile: s.isFile() }));
      return isFile ? { stream: createReadStream(path), size } : null;
    } catch {
      return null;
    }
  }

  /** The bytes of `key`, or null when there is none. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  /**
   * Creates a row and its file together: `insert` stores the row and answers the key its file
   * goes under; the file is written in the same transaction and removed again if anything fails.
   */
  async createWithFile<T>(
    dataSource: DataSource,
    data: Buffer,
    insert: (manager: EntityManager) => Promise<{ key: string; result: T }>,
  ): Promise<T> {
    let key: string | null = null;
    try {
      return await dataSource.transaction(async (manager) => {
        const inserted = await insert(manager);
        key = inserted.key;
        await this.write(key, data);
        return inserted.result;
      });
    } catch (error) {
      if (key) await this.remove(key);
      throw error;
    }
  }

  /**
   * Replaces the file of a row with a new version: `change` updates the row only if its version
   * is still the one read (answering whether it did), the new file is written in the same
   * transaction, the old file is removed afterwards. A concurrent replacement answers 409.
   */
  async replaceFile(
    dataSource: DataSource,
    file: { oldKey: string; newKey: string; data: Buffer; conflict: FixedMessageCode },
    change: (manager: EntityManager) => Promise<boolean>,
  ): Promise<void> {
    try {
      await dataSource.transaction(async (manager) => {
        if (!(await change(manager))) throw new ConflictError(file.conflict);
        await this.write(file.newKey, file.data);
      });
    } catch (error) {
      if (!(error instanceof ConflictError)) await this.remove(file.newKey);
      throw error;
    }
    await this.remove(file.oldKey);
  }

  /** Removes the file of `key`; a missing file is fine. */
  async remove(key: string): Promise<void> {
    if (key) await rm(this.path(key), { force: true });
  }
}
