import { Injectable } from '@nestjs/common';
import { IMAGE_VARIANT_WIDTHS, variantTargetWidth, type ImageVariant } from '@bestellwerk/domain';
import { scaleImage } from './image-processing.js';
import { MediaStorage, type StoredFile } from './media-storage.service.js';

/** What names a stored image and its variants. */
export interface VariantSource {
  id: number;
  version: number;
  extension: string;
  width: number;
  storage: string;
}

/** Where the copy of an image version scaled to `width` pixels is cached. */
function variantKey(image: VariantSource, width: number): string {
  return `image-variants/${width}/${image.id}-${image.version}.${image.extension}`;
}

/**
 * The sized variants of /image/{variant}/…: made with sharp on first request, then kept on
 * disk next to the originals (one file per width, shared by `small` and `product`).
 */
@Injectable()
export class ImageVariantCache {
  /** Variants being made right now, so simultaneous first requests scale only once. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly storage: MediaStorage) {}

  /**
   * The file of a variant: the cached copy, a freshly scaled one, or the original when the
   * image is not wider than the variant (never enlarged) or cannot be decoded (images stored
   * before re-encoding). Null when the original file is missing.
   */
  async open(image: VariantSource, variant: ImageVariant): Promise<StoredFile | null> {
    const width = variantTargetWidth(image.width, variant);
    if (width === null) return this.storage.open(image.storage);
    const key = variantKey(image, width);
    const cached = await this.storage.open(key);
    if (cached) return cached;
    let making = this.pending.get(key);
    if (!making) {
      making = this.make(image, width, key).finally(() => this.pending.delete(key));
      this.pending.set(key, making);
    }
    await making;
    return (await this.storage.open(key)) ?? this.storage.open(image.storage);
  }

  private async make(image: VariantSource, width: number, key: string): Promise<void> {
    const original = await this.storage.read(image.storage);
    if (!original) return;
    try {
      await this.storage.write(key, await scaleImage(original, width, image.extension));
    } catch {
      // Not decodable: the original is served instead.
    }
  }

  /** Removes every cached variant of an image version. */
  async purge(image: Omit<VariantSource, 'width' | 'storage'>): Promise<void> {
    const widths = new Set(Object.values(IMAGE_VARIANT_WIDTHS));
    const source = { ...image, width: 0, storage: '' };
    await Promise.all([...widths].map((width) => this.storage.remove(variantKey(source, width))));
  }
}
