import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource, In, LessThan } from 'typeorm';
import { ApiClock } from '../auth/clock.js';
import { uploadIdsOnOrders } from '../ordering/placement/order-uploads.js';
import { FontEntity } from './entities/font.entity.js';
import { UploadEntity } from './entities/upload.entity.js';
import { uploadPreviewKey } from './media-files.service.js';
import { MediaStorage } from './media-storage.service.js';

/** A visitor's upload no order names is deleted once it is this old. */
export const CUSTOMER_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How often the clean-up runs (each run deletes what has become old enough since). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Most uploads one run deletes; the next run goes on. */
const BATCH_SIZE = 500;

/**
 * The daily clean-up of the item dialog's uploads: a visitor's upload that no order names a day
 * after it was made is deleted with its file and preview. Staff uploads (media library, phone
 * orders) and files a font uses stay. Runs on an unref'd timer in the API process.
 */
@Injectable()
export class UploadCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UploadCleanup');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly clock: ApiClock,
  ) {}

  /** Starts the hourly run (an unref'd timer: it keeps nothing alive). */
  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.deleteUnorderedCustomerUploads(this.clock.now()).catch((error: unknown) =>
        this.logger.error(
          `Nicht bestellte Dateien nicht gelöscht: ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
      );
    }, UPLOAD_CLEANUP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Deletes the visitors' uploads made before `now` minus 24 hours that no order (failed ones
   * included) and no font names: rows, files and previews. Answers the deleted ids.
   */
  async deleteUnorderedCustomerUploads(now: Date): Promise<number[]> {
    const manager = this.dataSource.manager;
    const candidates = await manager.find(UploadEntity, {
      select: { id: true, version: true, storage: true, createdAt: true },
      where: {
        isCustomerUpload: true,
        createdAt: LessThan(new Date(now.getTime() - CUSTOMER_UPLOAD_RETENTION_MS)),
      },
      order: { id: 'ASC' },
      take: BATCH_SIZE,
    });
    if (candidates.length === 0) return [];
    const ids = candidates.map((upload) => upload.id);
    const oldest = new Date(Math.min(...candidates.map((upload) => upload.createdAt.getTime())));
    const ordered = await uploadIdsOnOrders(manager, ids, oldest);
    const fonts = await manager.find(FontEntity, {
      select: { id: true, upload: { id: true } },
      relations: { upload: true },
      where: { upload: { id: In(ids) } },
    });
    const kept = new Set([...ordered, ...fonts.flatMap((font) => font.upload?.id ?? [])]);
    const unused = candidates.filter((upload) => !kept.has(upload.id));
    if (unused.length === 0) return [];
    await manager.delete(UploadEntity, { id: In(unused.map((upload) => upload.id)) });
    for (const upload of unused) {
      await this.storage.remove(upload.storage);
      await this.storage.remove(uploadPreviewKey(upload.id, upload.version));
    }
    return unused.map((upload) => upload.id);
  }
}
