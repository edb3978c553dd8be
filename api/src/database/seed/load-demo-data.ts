// Loads the demo data set into an empty database: in one transaction, in dependency order,
// every key reference swapped for the id its record got.
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '../../modules/auth/entities/user.entity.js';
import { PasswordService } from '../../modules/auth/password.service.js';
import { BranchEntity } from '../../modules/organisation/entities/branch.entity.js';
import { demoData, type DemoData } from './demo/index.js';
import { seedCategories, seedMenus, seedProducts } from './seed-catalog.js';
import { seedBlocks, seedConfig, seedNavigations, seedSites } from './seed-content.js';
import {
  seedDevices,
  seedSignageDevices,
  seedSignageSegments,
  seedSignageStreams,
} from './seed-devices.js';
import {
  seedBranches,
  seedDepartments,
  seedDivisions,
  seedDonatees,
  seedTables,
  seedTags,
} from './seed-organisation.js';
import { DemoImages, removeDemoImageFiles, seedImages } from './seed-images.js';
import { createRegistries, type SeedContext } from './seed-registry.js';
import { seedOrderHistory } from './seed-order-history.js';
import { seedUsers } from './seed-staff.js';
import { seedTimeRecords } from './seed-time-records.js';
import { seedVisits } from './seed-visits.js';
import { seedProjects, seedTasks } from './seed-workforce.js';

export interface LoadDemoDataOptions {
  /** Password of every demo account (DEMO_PASSWORD). */
  password: string;
  /** Folder of the media files (AppConfig.storageDir): the drawn demo images go there. */
  storageDir: string;
  /** The moment of loading; shifts, worked time and absences are placed around it. */
  now?: Date;
  /** The data set; only tests pass another one. */
  data?: DemoData;
  /** Time zone of the demo's wall-clock times (AppConfig.timeZone); Europe/Vienna by default. */
  timeZone?: string;
}

export interface LoadDemoDataResult {
  /** False when the database already had branches or users and nothing was written. */
  loaded: boolean;
  /** Stored records per collection (empty when nothing was loaded). */
  counts: Record<string, number>;
}

/** Whether the database is in use: any branch or any staff account. */
async function hasData(manager: EntityManager): Promise<boolean> {
  return (await manager.exists(BranchEntity)) || (await manager.exists(UserEntity));
}

/** Stores every collection in dependency order; answers the counts. */
async function seedAll(
  context: SeedContext,
  { passwordHash, now, storageDir }: { passwordHash: string; now: Date; storageDir: string },
): Promise<Record<string, number>> {
  const { data, keys, manager, images } = context;
  await seedImages(manager, data, storageDir, images);
  await seedConfig(context);
  await seedTags(context);
  await seedBranches(context);
  await seedDivisions(context);
  await seedTables(context);
  await seedDepartments(context);
  await seedDonatees(context);
  await seedCategories(context);
  await seedProducts(context);
  await seedMenus(context);
  await seedSites(context);
  await seedBlocks(context);
  await seedNavigations(context);
  await seedUsers(context, passwordHash);
  await seedProjects(context);
  await seedTasks(context);
  const timeRecords = await seedTimeRecords(context, now);
  await seedDevices(context);
  await seedSignageSegments(context);
  await seedSignageStreams(context);
  await seedSignageDevices(context);
  const orderHistory = await seedOrderHistory(context, now);
  const visits = await seedVisits(context, now);
  return {
    config: 1,
    images: images.size,
    ...Object.fromEntries(Object.entries(keys).map(([name, registry]) => [name, registry.size])),
    deliveryAreas: data.branches.reduce((sum, branch) => sum + branch.deliveryAreas.length, 0),
    ...timeRecords,
    ...orderHistory,
    ...visits,
  };
}

/**
 * Loads the demo data when the database holds no branch and no staff account; otherwise
 * changes nothing and answers `loaded: false`. All or nothing: one transaction, and the image
 * files it wrote are removed again when it fails. Every demo account gets `options.password`
 * (hashed once).
 */
export async function loadDemoData(
  dataSource: DataSource,
  {
    password,
    storageDir,
    now = new Date(),
    data = demoData,
    timeZone = DEFAULT_TIME_ZONE,
  }: LoadDemoDataOptions,
): Promise<LoadDemoDataResult> {
  const passwords = new PasswordService();
  const images = new DemoImages();
  try {
    return await dataSource.transaction(async (manager) => {
      if (await hasData(manager)) return { loaded: false, counts: {} };
      const passwordHash = await passwords.hash(password);
      const counts = await seedAll(
        { manager, data, keys: createRegistries(), timeZone, images },
        { passwordHash, now, storageDir },
      );
      return { loaded: true, counts };
    });
  } catch (error) {
    await removeDemoImageFiles(images, storageDir);
    throw error;
  }
}
