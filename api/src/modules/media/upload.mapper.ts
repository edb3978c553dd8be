import type { Upload } from '@bestellwerk/domain';
import type { UploadEntity } from './entities/upload.entity.js';

/** The shape of an upload; the storage path stays inside. */
export function toUpload(entity: UploadEntity): Upload {
  return {
    id: entity.id,
    version: entity.version,
    extension: entity.extension,
    publicHash: entity.publicHash,
    mimeType: entity.mimeType,
    name: entity.name,
    size: entity.size,
  };
}
