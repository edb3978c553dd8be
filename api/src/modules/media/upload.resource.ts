import { CRUD_COLLECTIONS, type Upload } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { UploadCreateInput, UploadUpdateInput } from './dto/file.input.js';
import { UploadEntity } from './entities/upload.entity.js';
import { toUpload } from './upload.mapper.js';

/**
 * Uploads as a CRUD collection for the generic list and get (staff only). Writes go through
 * UploadService, which also handles the file.
 */
export const uploadResource: CrudResource<UploadEntity, Upload, UploadCreateInput> = {
  ...CRUD_COLLECTIONS.uploads,
  schema: 'Upload',
  entity: UploadEntity,
  input: UploadCreateInput,
  updateInput: UploadUpdateInput,
  read: 'staff',
  defaultOrder: { createdAt: 'DESC', id: 'DESC' },
  create: () => new UploadEntity(),
  apply(entity, { name }) {
    Object.assign(entity, stripUndefined({ name }));
  },
  toContract: toUpload,
};

/** Where the file of an upload version lives below the storage folder. */
export function uploadStorageKey(id: number, version: number, extension: string): string {
  return `uploads/${id}-${version}.${extension}`;
}
