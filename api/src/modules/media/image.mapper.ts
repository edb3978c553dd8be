import type { Image, StoredImage } from '@bestellwerk/domain';
import type { ImageEntity } from './entities/image.entity.js';

/** The public shape of an image. */
export function toImage(entity: ImageEntity): Image {
  return {
    id: entity.id,
    version: entity.version,
    extension: entity.extension,
    width: entity.width,
    height: entity.height,
    alt: entity.alt,
  };
}

export function toImageOrNull(entity: ImageEntity | null | undefined): Image | null {
  return entity ? toImage(entity) : null;
}

/** An image with its file details, for the staff's media library. */
export function toStoredImage(entity: ImageEntity): StoredImage {
  return {
    ...toImage(entity),
    name: entity.name,
    mimeType: entity.mimeType,
    size: entity.size,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
