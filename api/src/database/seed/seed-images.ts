// Demo images: every picture of the demo data is drawn (seed/illustrations), stored as an
// image of the media library (a record and its file, as an upload becomes one) and handed to
// the branches, categories and products that show it.
import type { EntityManager } from 'typeorm';
import { ImageEntity } from '../../modules/media/entities/image.entity.js';
import type { EncodedImage } from '../../modules/media/image-processing.js';
import { ImageVariantCache } from '../../modules/media/image-variant-cache.service.js';
import { imageStorageKey } from '../../modules/media/image.resource.js';
import { MediaStorage } from '../../modules/media/media-storage.service.js';
import type { DemoData } from './demo/index.js';
import {
  CATEGORY_SIZE,
  categorySvg,
  LOGO_SIZE,
  logoSvg,
  PRODUCT_SIZE,
  productSvg,
  SHOP_FRONT_SIZE,
  shopFrontSvg,
} from './illustrations/pictures.js';
import { renderSvg } from './illustrations/render.js';
import { DemoDataError } from './seed-registry.js';

/** One picture to store: what shows it, its drawing and its texts. */
interface PictureJob {
  owner: `${'product' | 'category' | 'header' | 'logo'}:${string}`;
  svg: string;
  size: { width: number; height: number };
  alt: string;
  name: string;
}

/** The stored demo images by what shows them; empty until `seedImages` ran. */
export class DemoImages {
  private readonly byOwner = new Map<string, ImageEntity>();
  /** Storage keys of the files written so far (removed again if loading fails). */
  readonly writtenKeys: string[] = [];

  add(owner: PictureJob['owner'], image: ImageEntity): void {
    this.byOwner.set(owner, image);
  }

  /** The image list of a product: its picture, or none. */
  product(key: string): ImageEntity[] {
    const image = this.byOwner.get(`product:${key}`);
    return image ? [image] : [];
  }

  category(key: string): ImageEntity | null {
    return this.byOwner.get(`category:${key}`) ?? null;
  }

  header(key: string): ImageEntity[] {
    const image = this.byOwner.get(`header:${key}`);
    return image ? [image] : [];
  }

  /** The image drawn for an owner (`header:wien-neubau`), or null. */
  byOwnerKey(owner: PictureJob['owner']): ImageEntity | null {
    return this.byOwner.get(owner) ?? null;
  }

  logo(key: string): ImageEntity | null {
    return this.byOwner.get(`logo:${key}`) ?? null;
  }

  /** How many images are stored. */
  get size(): number {
    return this.byOwner.size;
  }
}

/** Every picture of the data set as an SVG document; unknown keys are mistakes in the data. */
function pictureJobs({ pictures, products, categories, branches }: DemoData): PictureJob[] {
  const known = (collection: string, keys: Set<string>, key: string) => {
    if (!keys.has(key))
      throw new DemoDataError(
        `Demodaten: Bild für unbekannten Schlüssel „${key}“ in ${collection}.`,
      );
  };
  const productKeys = new Set(products.map((product) => product.key));
  const categoryKeys = new Set(categories.map((category) => category.key));
  const branchKeys = new Set(branches.map((branch) => branch.key));
  const jobs: PictureJob[] = [];
  for (const [key, picture] of Object.entries(pictures.products)) {
    known('products', productKeys, key);
    jobs.push({
      owner: `product:${key}`,
      svg: productSvg(key, picture),
      size: PRODUCT_SIZE,
      alt: picture.alt,
      name: `${key}.webp`,
    });
  }
  for (const [key, picture] of Object.entries(pictures.categories)) {
    known('categories', categoryKeys, key);
    const shown = picture.products.map((product) => {
      const drawn = pictures.products[product];
      if (!drawn)
        throw new DemoDataError(`Demodaten: Kategoriebild „${key}“ zeigt „${product}“ ohne Bild.`);
      return drawn;
    });
    jobs.push({
      owner: `category:${key}`,
      svg: categorySvg(key, picture.backdrop, shown),
      size: CATEGORY_SIZE,
      alt: picture.alt,
      name: `kategorie-${key}.webp`,
    });
  }
  for (const [key, picture] of Object.entries(pictures.branches)) {
    known('branches', branchKeys, key);
    jobs.push({
      owner: `header:${key}`,
      svg: shopFrontSvg(key, picture),
      size: SHOP_FRONT_SIZE,
      alt: picture.alt,
      name: `filiale-${key}.webp`,
    });
    jobs.push({
      owner: `logo:${key}`,
      svg: logoSvg(key, picture),
      size: { width: LOGO_SIZE, height: LOGO_SIZE },
      alt: picture.logoAlt,
      name: `logo-${key}.webp`,
    });
  }
  return jobs;
}

/**
 * Draws every picture of the data set and stores it as an image below `storageDir`
 * (`images/{id}-1.webp`, cached variants of an earlier database with the same ids removed);
 * records them in `images` by what shows them.
 */
export async function seedImages(
  manager: EntityManager,
  data: DemoData,
  storageDir: string,
  images: DemoImages,
): Promise<void> {
  const jobs = pictureJobs(data);
  const files: EncodedImage[] = await Promise.all(jobs.map((job) => renderSvg(job.svg, job.size)));
  const saved = await manager.save(
    jobs.map((job, index) =>
      manager.create(ImageEntity, {
        version: 1,
        extension: files[index].extension,
        mimeType: files[index].mimeType,
        width: files[index].width,
        height: files[index].height,
        alt: job.alt,
        name: job.name,
        size: files[index].data.length,
        storage: '',
      }),
    ),
  );
  const storage = new MediaStorage({ storageDir });
  const variants = new ImageVariantCache(storage);
  await Promise.all(
    saved.map(async (image, index) => {
      image.storage = imageStorageKey(image.id, image.version, image.extension);
      await manager.update(ImageEntity, { id: image.id }, { storage: image.storage });
      images.add(jobs[index].owner, image);
      images.writtenKeys.push(image.storage);
      await variants.purge(image);
      await storage.write(image.storage, files[index].data);
    }),
  );
}

/** Removes the files `seedImages` wrote (after a failed load). */
export async function removeDemoImageFiles(images: DemoImages, storageDir: string): Promise<void> {
  const storage = new MediaStorage({ storageDir });
  await Promise.all(images.writtenKeys.map((key) => storage.remove(key)));
}
