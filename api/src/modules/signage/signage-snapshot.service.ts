import { Inject, Injectable } from '@nestjs/common';
import {
  signageContentReferences,
  type Category,
  type Image,
  type ImageTemplate,
  type Menu,
  type Product,
  type Upload,
} from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { VersionedCache } from '../../common/cache/versioned-cache.js';
import { CrudService } from '../../common/crud/crud.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { categoryResource, menuResource, productResource } from '../catalog/catalog.resources.js';
import { PublicDataVersion } from '../init/public-data-version.js';
import { ImageTemplateEntity } from '../media/entities/image-template.entity.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { UploadEntity } from '../media/entities/upload.entity.js';
import { toImageTemplate } from '../media/image-template.mapper.js';
import { toImage } from '../media/image.mapper.js';
import { toUpload } from '../media/upload.mapper.js';
import { SignageStreamEntity } from './entities/signage-stream.entity.js';

/**
 * Everything TVs show that is the same for all of them, read once per data version: the public
 * catalog (as anonymous visitors get it), every stream with its playlist and segments, and the
 * media the segments name.
 */
export interface SignageSnapshot {
  version: number;
  /** Counts the builds of this process: a rebuild after the time limit reads the database anew. */
  build: number;
  menus: Menu[];
  categories: Map<number, Category>;
  products: Map<number, Product>;
  streams: Map<number, SignageStreamEntity>;
  images: Map<number, Image>;
  uploads: Map<number, Upload>;
  imageTemplates: Map<number, ImageTemplate>;
  /** Derived parts (a branch's catalog and its hash), kept as long as the snapshot. */
  memo: Map<string, unknown>;
}

/**
 * How long a snapshot is reused at most. Writes in any API instance end it at once
 * (PublicDataVersion, through the cluster bus with REDIS_URL); this is the safety net for a lost
 * message or instances without REDIS_URL (as ANONYMOUS_INIT_TTL_MS of /api/init).
 */
export const SIGNAGE_SNAPSHOT_TTL_MS = 5_000;

const byId = <T extends { id: number }>(items: T[]) =>
  new Map(items.map((item) => [item.id, item]));

/**
 * Builds and keeps the signage snapshot. A fixed number of SQL queries however many segments,
 * streams or products there are: three catalog lists, the streams with playlists and segments
 * joined, and one per kind of media.
 */
@Injectable()
export class SignageSnapshotService {
  private readonly menus: CrudService<{ id: number }, Menu, object>;
  private readonly categories: CrudService<{ id: number }, Category, object>;
  private readonly products: CrudService<{ id: number }, Product, object>;
  private readonly cache = new VersionedCache<SignageSnapshot>(SIGNAGE_SNAPSHOT_TTL_MS);
  private builds = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly version: PublicDataVersion,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.menus = new CrudService(menuResource, dataSource, config) as never;
    this.categories = new CrudService(categoryResource, dataSource, config) as never;
    this.products = new CrudService(productResource, dataSource, config) as never;
  }

  /** The current snapshot; rebuilt after public or signage data changed. */
  current(): Promise<SignageSnapshot> {
    const version = this.version.current;
    return this.cache.get(version, () => this.build(version));
  }

  private async build(version: number): Promise<SignageSnapshot> {
    const [menus, categories, products, streams] = await Promise.all([
      this.menus.all(null),
      this.categories.all(null),
      this.products.all(null),
      this.dataSource
        .getRepository(SignageStreamEntity)
        .find({ relations: { entries: { segment: true } } }),
    ]);
    const refs = streams
      .flatMap((stream) => stream.entries)
      .map(({ segment }) => signageContentReferences(segment.type, segment.content ?? {}));
    const ids = (pick: (r: (typeof refs)[number]) => number[]) => [...new Set(refs.flatMap(pick))];
    const [images, uploads, imageTemplates] = await Promise.all([
      this.load(
        ImageEntity,
        ids((r) => r.images),
        {},
      ),
      this.load(
        UploadEntity,
        ids((r) => r.uploads),
        {},
      ),
      this.load(
        ImageTemplateEntity,
        ids((r) => r.imageTemplates),
        {
          layers: { font: true, image: true },
        },
      ),
    ]);
    this.builds += 1;
    return {
      version,
      build: this.builds,
      menus,
      categories: byId(categories),
      products: byId(products),
      streams: byId(streams),
      images: byId(images.map(toImage)),
      uploads: byId(uploads.map(toUpload)),
      imageTemplates: byId(imageTemplates.map(toImageTemplate)),
      memo: new Map(),
    };
  }

  private async load<E extends { id: number }>(
    entity: new () => E,
    ids: number[],
    relations: object,
  ): Promise<E[]> {
    if (ids.length === 0) return [];
    return this.dataSource
      .getRepository(entity)
      .find({ where: { id: In(ids) } as never, relations: relations as never });
  }
}
