import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
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

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.storageDir);
  }

  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Speicherschlüssel außerhalb: ${key}`);
    return path;
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

  /** Removes the file of `key`; a missing file is fine. */
  async remove(key: string): Promise<void> {
    if (key) await rm(this.path(key), { force: true });
  }
}
