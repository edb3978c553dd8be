// Key → id bookkeeping of the demo loader. Seed records refer to each other by `key`; once a
// record is stored its key maps to the id the database gave it.
import type { FieldError } from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../../modules/auth/entities/user.entity.js';
import type { CategoryEntity } from '../../modules/catalog/entities/category.entity.js';
import type { MenuEntity } from '../../modules/catalog/entities/menu.entity.js';
import type { ProductEntity } from '../../modules/catalog/entities/product.entity.js';
import type { TagEntity } from '../../modules/catalog/entities/tag.entity.js';
import type { BlockEntity } from '../../modules/content/entities/block.entity.js';
import type { NavigationEntity } from '../../modules/content/entities/navigation.entity.js';
import type { SiteEntity } from '../../modules/content/entities/site.entity.js';
import type { DeviceEntity } from '../../modules/devices/entities/device.entity.js';
import type { DonateeEntity } from '../../modules/ordering/entities/donatee.entity.js';
import type { BranchEntity } from '../../modules/organisation/entities/branch.entity.js';
import type { DepartmentEntity } from '../../modules/organisation/entities/department.entity.js';
import type { DivisionEntity } from '../../modules/organisation/entities/division.entity.js';
import type { TableEntity } from '../../modules/organisation/entities/table.entity.js';
import type { SignageDeviceEntity } from '../../modules/signage/entities/signage-device.entity.js';
import type { SignageSegmentEntity } from '../../modules/signage/entities/signage-segment.entity.js';
import type { SignageStreamEntity } from '../../modules/signage/entities/signage-stream.entity.js';
import type { ProjectEntity } from '../../modules/workforce/entities/project.entity.js';
import type { TaskEntity } from '../../modules/workforce/entities/task.entity.js';
import type { DemoData } from './demo/index.js';
import type { DemoImages } from './seed-images.js';

/** A mistake in the demo data (unknown or repeated key, a value the API would refuse). */
export class DemoDataError extends Error {
  override readonly name = 'DemoDataError';
}

/** Throws a DemoDataError listing `errors` (as the API's rules report them) for `where`. */
export function throwIfInvalid(errors: FieldError[], where: string): void {
  if (errors.length === 0) return;
  const details = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message));
  throw new DemoDataError(`Demodaten ungültig (${where}): ${details.join('; ')}`);
}

/**
 * The ids one collection's records got, by key. `E` is the collection's entity, so a
 * reference (`ref`) only fits relations to that entity.
 */
export class KeyRegistry<E extends { id: number }> {
  private readonly ids = new Map<string, number>();

  constructor(readonly collection: string) {}

  /** Records the ids of stored records, pairwise (`saved[i]` was stored for `records[i]`). */
  addAll(records: readonly { key: string }[], saved: readonly { id: number }[]): void {
    if (records.length !== saved.length)
      throw new DemoDataError(
        `Demodaten: ${this.collection}: Anzahl gespeicherter Einträge passt nicht.`,
      );
    records.forEach((record, index) => {
      if (this.ids.has(record.key))
        throw new DemoDataError(
          `Demodaten: Schlüssel „${record.key}“ kommt in ${this.collection} doppelt vor.`,
        );
      this.ids.set(record.key, saved[index].id);
    });
  }

  /** The id stored for `key`; an unknown key is a bug in the demo data and throws. */
  id(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined)
      throw new DemoDataError(`Demodaten: Schlüssel „${key}“ ist in ${this.collection} unbekannt.`);
    return id;
  }

  /** A reference for a relation property (TypeORM needs only the id). */
  ref(key: string): E {
    return { id: this.id(key) } as E;
  }

  /** References for a many-to-many relation, in the order of `keys`. */
  refs(keys: readonly string[]): E[] {
    return keys.map((key) => this.ref(key));
  }

  /** The reference for `key`, or null for a null key (optional relations). */
  refOrNull(key: string | null): E | null {
    return key === null ? null : this.ref(key);
  }

  /** How many records are registered. */
  get size(): number {
    return this.ids.size;
  }
}

/** One registry per seeded collection. */
export interface SeedRegistries {
  tags: KeyRegistry<TagEntity>;
  branches: KeyRegistry<BranchEntity>;
  divisions: KeyRegistry<DivisionEntity>;
  tables: KeyRegistry<TableEntity>;
  departments: KeyRegistry<DepartmentEntity>;
  donatees: KeyRegistry<DonateeEntity>;
  categories: KeyRegistry<CategoryEntity>;
  products: KeyRegistry<ProductEntity>;
  menus: KeyRegistry<MenuEntity>;
  sites: KeyRegistry<SiteEntity>;
  blocks: KeyRegistry<BlockEntity>;
  navigations: KeyRegistry<NavigationEntity>;
  users: KeyRegistry<UserEntity>;
  devices: KeyRegistry<DeviceEntity>;
  signageSegments: KeyRegistry<SignageSegmentEntity>;
  signageStreams: KeyRegistry<SignageStreamEntity>;
  signageDevices: KeyRegistry<SignageDeviceEntity>;
  projects: KeyRegistry<ProjectEntity>;
  tasks: KeyRegistry<TaskEntity>;
}

/** Empty registries, named as the collections of DemoData. */
export function createRegistries(): SeedRegistries {
  const registry = <E extends { id: number }>(collection: keyof DemoData) =>
    new KeyRegistry<E>(collection);
  return {
    tags: registry('tags'),
    branches: registry('branches'),
    divisions: registry('divisions'),
    tables: registry('tables'),
    departments: registry('departments'),
    donatees: registry('donatees'),
    categories: registry('categories'),
    products: registry('products'),
    menus: registry('menus'),
    sites: registry('sites'),
    blocks: registry('blocks'),
    navigations: registry('navigations'),
    users: registry('users'),
    devices: registry('devices'),
    signageSegments: registry('signageSegments'),
    signageStreams: registry('signageStreams'),
    signageDevices: registry('signageDevices'),
    projects: registry('projects'),
    tasks: registry('tasks'),
  };
}

/** What every area's loader works with: the transaction, the data and the registries. */
export interface SeedContext {
  manager: EntityManager;
  data: DemoData;
  keys: SeedRegistries;
  /** Time zone of the wall-clock times in the data (AppConfig.timeZone). */
  timeZone: string;
  /** The drawn pictures, stored before the records that show them. */
  images: DemoImages;
}
