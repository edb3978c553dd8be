import { CRUD_COLLECTIONS, type StoredImage } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ImageCreateInput, ImageUpdateInput } from './dto/file.input.js';
import { ImageEntity } from './entities/image.entity.js';
import { toStoredImage } from './image.mapper.js';

/**
 * Images as a CRUD collection for the generic list and get (search, sort, paging). Writes go
 * through ImageService, which also handles the file.
 */
export const imageResource: CrudResource<ImageEntity, StoredImage, ImageCreateInput> = {
  ...CRUD_COLLECTIONS.images,
  schema: 'StoredImage',
  entity: ImageEntity,
  input: ImageCreateInput,
  updateInput: ImageUpdateInput,
  read: 'staff',
  defaultOrder: { createdAt: 'DESC', id: 'DESC' },
  create: () => new ImageEntity(),
  apply(entity, { alt, name }) {
    Object.assign(entity, stripUndefined({ alt, name }));
  },
  toContract: toStoredImage,
};

/** Where the file of an image version lives below the storage folder. */
export function imageStorageKey(id: number, version: number, extension: string): string {
  return `images/${id}-${version}.${extension}`;
}
