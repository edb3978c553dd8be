// The demo data set "Backstube Huber": a family bakery-café with three Austrian branches.
// The loader stores it in dependency order, resolving every key reference to an id:
// tags → branches → divisions, tables, departments → donatees → categories → products
// (bundles after their parts) → menus → sites → blocks, navigations → users → devices →
// signage segments → streams → signage devices → projects → tasks. The pictures are drawn and
// stored first, so each record gets its image when it is stored.
import { branches, departments, divisions, donatees, tables, tags } from './branches.js';
import { categories, menus } from './catalog.js';
import { config } from './config.js';
import { blocks, navigations, sites } from './content.js';
import { devices } from './devices.js';
import { pictures } from './pictures.js';
import { products } from './products.js';
import type { DemoData } from './seed-types.js';
import { signageDevices, signageSegments, signageStreams } from './signage.js';
import { users } from './staff.js';
import { projects, tasks } from './workforce.js';

export type * from './seed-types.js';

export const demoData: DemoData = {
  config,
  tags,
  branches,
  divisions,
  tables,
  departments,
  donatees,
  categories,
  products,
  menus,
  sites,
  blocks,
  navigations,
  users,
  devices,
  signageSegments,
  signageStreams,
  signageDevices,
  projects,
  tasks,
  pictures,
};
