import type { Image } from '@bestellwerk/domain';

/** The address of a stored image: /image/{id}-{version}.{extension}. */
export function imageUrl(image: Pick<Image, 'id' | 'version' | 'extension'>): string {
  return `/image/${image.id}-${image.version}.${image.extension}`;
}
