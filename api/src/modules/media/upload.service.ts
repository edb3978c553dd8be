import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { recordNotFound, type CustomerUpload, type Upload } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { CrudService, type ListResult } from '../../common/crud/crud.service.js';
import type { ListQuery } from '../../common/crud/list.query.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { ApiClock } from '../auth/clock.js';
import type { UploadCreateInput, UploadUpdateInput } from './dto/file.input.js';
import { UploadEntity } from './entities/upload.entity.js';
import { extensionOf, sniffUpload } from './file-sniffing.js';
import { decodeFile, uploadFailed } from './file-input.js';
import { uploadPreviewKey } from './media-files.service.js';
import { MediaStorage } from './media-storage.service.js';
import { uploadResource, uploadStorageKey } from './upload.resource.js';
import { toUpload } from './upload.mapper.js';
import { newUploadToken, uploadTokenHash } from './upload-tokens.js';

interface UploadFile {
  extension: string;
  mimeType: string;
  data: Buffer;
}

/** The file of a named upload, accepted only if its content is of its extension's kind. */
async function checkUpload(name: string, bytes: Buffer): Promise<UploadFile> {
  const kind = await sniffUpload(name, bytes);
  if (!kind) throw uploadFailed(name);
  return { ...kind, data: bytes };
}

/** A fresh public hash: 32 random hex characters. */
export function newPublicHash(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Uploaded files (spec's upload list: text, images, video, office documents, PDF, ZIP). The
 * content must match the extension of the file name. Each version has its own file.
 */
@Injectable()
export class UploadService {
  private readonly crud: CrudService<UploadEntity, Upload, UploadCreateInput>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly clock: ApiClock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.crud = new CrudService(uploadResource, dataSource, config);
  }

  /** Uploads, newest first, searchable by name. */
  list(auth: AuthContext, query: ListQuery): Promise<ListResult<Upload>> {
    return this.crud.list(auth, query);
  }

  /** One upload or a German 404. */
  get(id: number, auth: AuthContext): Promise<Upload> {
    return this.crud.get(id, auth);
  }

  /**
   * Stores a file as version 1 (anyone may upload: customers attach photos to items) and answers
   * it with a fresh secret token, of which only the hash is kept: an order may name the upload
   * only with that token. `byStaff` marks uploads of signed-in staff (media library, phone
   * orders), which the daily clean-up keeps; visitors' uploads are deleted when no order names
   * them after a day.
   */
  async create(input: UploadCreateInput, byStaff: boolean): Promise<CustomerUpload> {
    const file = await checkUpload(input.name, decodeFile(input.data, input.name));
    const token = newUploadToken();
    const entity = await this.storage.createWithFile(
      this.dataSource,
      file.data,
      async (manager) => {
        const saved = await manager.save(
          manager.create(UploadEntity, {
            version: 1,
            extension: file.extension,
            publicHash: newPublicHash(),
            mimeType: file.mimeType,
            name: input.name,
            size: file.data.length,
            storage: '',
            isCustomerUpload: !byStaff,
            tokenHash: uploadTokenHash(token),
            createdAt: this.clock.now(),
          }),
        );
        saved.storage = uploadStorageKey(saved.id, 1, file.extension);
        await manager.update(UploadEntity, { id: saved.id }, { storage: saved.storage });
        return { key: saved.storage, result: saved };
      },
    );
    return { ...toUpload(entity), token };
  }

  /**
   * Renames and/or replaces the file. A new file, or a name with another extension (the stored
   * content is checked against it), raises the version and replaces the old file.
   */
  async update(id: number, input: UploadUpdateInput, auth: AuthContext): Promise<Upload> {
    const repository = this.dataSource.getRepository(UploadEntity);
    const entity = await repository.findOneBy({ id });
    if (!entity) throw new NotFoundError(recordNotFound('uploads'));
    const name = input.name ?? entity.name;
    let bytes: Buffer | null = null;
    if (input.data !== undefined) bytes = decodeFile(input.data, name);
    else if (extensionOf(name) !== entity.extension)
      bytes = await this.storage.read(entity.storage);
    if (bytes === null) {
      if (input.name !== undefined) await repository.update({ id }, { name });
      return this.get(id, auth);
    }
    const file = await checkUpload(name, bytes);
    const version = entity.version + 1;
    const key = uploadStorageKey(id, version, file.extension);
    await this.storage.replaceFile(
      this.dataSource,
      {
        oldKey: entity.storage,
        newKey: key,
        data: file.data,
        conflict: 'FILE_CHANGED_MEANWHILE',
      },
      async (manager) => {
        const result = await manager.update(
          UploadEntity,
          { id, version: entity.version },
          {
            name,
            version,
            extension: file.extension,
            mimeType: file.mimeType,
            size: file.data.length,
            storage: key,
          },
        );
        return !!result.affected;
      },
    );
    await this.storage.remove(uploadPreviewKey(id, entity.version));
    return this.get(id, auth);
  }

  /** Deletes the upload and its file; fonts using it lose their file. */
  async remove(id: number): Promise<void> {
    const repository = this.dataSource.getRepository(UploadEntity);
    const entity = await repository.findOneBy({ id });
    if (!entity) throw new NotFoundError(recordNotFound('uploads'));
    await repository.delete({ id });
    await this.storage.remove(entity.storage);
    await this.storage.remove(uploadPreviewKey(id, entity.version));
  }
}
