import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { imageDimensionProblem, recordNotFound, type StoredImage } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { CrudService, type ListResult } from '../../common/crud/crud.service.js';
import type { ListQuery } from '../../common/crud/list.query.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import type { ImageCreateInput, ImageUpdateInput } from './dto/file.input.js';
import { ImageEntity } from './entities/image.entity.js';
import { sniffImage } from './file-sniffing.js';
import { decodeFile, uploadFailed } from './file-input.js';
import { reencodeImage, type EncodedImage } from './image-processing.js';
import { ImageVariantCache } from './image-variant-cache.service.js';
import { imageResource, imageStorageKey } from './image.resource.js';
import { MediaStorage } from './media-storage.service.js';

/**
 * The image of a data URL: at most 10 MB, of an image kind by its bytes, within the pixel
 * limits (German message at `data`), then decoded and encoded anew (image-processing.ts), so
 * only its pixels are stored. Anything else answers the upload-failure error.
 */
async function readImage(data: string, name: string): Promise<EncodedImage> {
  const bytes = decodeFile(data, name);
  const info = await sniffImage(bytes);
  if (!info) throw uploadFailed(name);
  const problem = imageDimensionProblem(info.width, info.height);
  if (problem) throw ValidationFailedError.field('data', problem);
  const image = await reencodeImage(bytes, info.extension);
  if (!image) throw uploadFailed(name);
  return image;
}

/**
 * The media library's images: each row has one file per version below the storage folder;
 * replacing the file raises the version (new URL), and the old file is removed.
 */
@Injectable()
export class ImageService {
  private readonly crud: CrudService<ImageEntity, StoredImage, ImageCreateInput>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly variants: ImageVariantCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.crud = new CrudService(imageResource, dataSource, config);
  }

  /** Images, newest first, searchable by name and alt text. */
  list(auth: AuthContext, query: ListQuery): Promise<ListResult<StoredImage>> {
    return this.crud.list(auth, query);
  }

  /** One image or a German 404. */
  get(id: number, auth: AuthContext): Promise<StoredImage> {
    return this.crud.get(id, auth);
  }

  /**
   * Stores a JPEG, PNG, GIF or WebP image as version 1, encoded anew (a GIF as PNG). Every
   * upload is a record of its own with exactly one file; equal content is not shared between
   * records, so deleting one never takes another's file.
   */
  async create(input: ImageCreateInput, auth: AuthContext): Promise<StoredImage> {
    const name = input.name ?? '';
    const file = await readImage(input.data, name || 'Bild');
    const id = await this.storage.createWithFile(this.dataSource, file.data, async (manager) => {
      const { id } = await manager.save(
        manager.create(ImageEntity, {
          version: 1,
          extension: file.extension,
          mimeType: file.mimeType,
          width: file.width,
          height: file.height,
          alt: input.alt ?? '',
          name,
          size: file.data.length,
          storage: '',
        }),
      );
      const key = imageStorageKey(id, 1, file.extension);
      await manager.update(ImageEntity, { id }, { storage: key });
      return { key, result: id };
    });
    return this.get(id, auth);
  }

  /** Changes alt text and name; a new file raises the version and replaces the old file. */
  async update(id: number, input: ImageUpdateInput, auth: AuthContext): Promise<StoredImage> {
    const repository = this.dataSource.getRepository(ImageEntity);
    const entity = await repository.findOneBy({ id });
    if (!entity) throw new NotFoundError(recordNotFound('images'));
    const changes = stripUndefined({ alt: input.alt, name: input.name });
    if (input.data === undefined) {
      if (Object.keys(changes).length) await repository.update({ id }, changes);
      return this.get(id, auth);
    }
    const file = await readImage(input.data, input.name || entity.name || 'Bild');
    const version = entity.version + 1;
    const key = imageStorageKey(id, version, file.extension);
    await this.storage.replaceFile(
      this.dataSource,
      {
        oldKey: entity.storage,
        newKey: key,
        data: file.data,
        conflict: 'IMAGE_CHANGED_MEANWHILE',
      },
      async (manager) => {
        // Only if nobody replaced the file meanwhile: the version is the lock.
        const result = await manager.update(
          ImageEntity,
          { id, version: entity.version },
          {
            ...changes,
            version,
            extension: file.extension,
            mimeType: file.mimeType,
            width: file.width,
            height: file.height,
            size: file.data.length,
            storage: key,
          },
        );
        return !!result.affected;
      },
    );
    await this.variants.purge(entity);
    return this.get(id, auth);
  }

  /** Deletes the image and its file; products and branches lose it, logos become empty. */
  async remove(id: number): Promise<void> {
    const repository = this.dataSource.getRepository(ImageEntity);
    const entity = await repository.findOneBy({ id });
    if (!entity) throw new NotFoundError(recordNotFound('images'));
    await repository.delete({ id });
    await this.storage.remove(entity.storage);
    await this.variants.purge(entity);
  }
}
