// Input shapes of the demo data. Each is the contract type without its database id and with
// relations written as `key` strings of other seed records; the loader stores the records in
// dependency order and swaps every key for the id it got.
//
// Conventions:
// - Every record has a `key` (kebab-case, unique within its collection). Where the entity has an
//   `identifier`, key and identifier are equal.
// - Images are not part of the records: image lists (`images`) are left out, single image fields
//   are `null`. The pictures (demo/pictures.ts) are drawn and stored by the loader, which hands
//   each to the branch, category or product of its key.
// - Passwords, API keys, timestamps of creation and `lastSeenAt` are not part of the data; the
//   loader sets them (passwords from DEMO_PASSWORD, default 'bestellwerk').
import type {
  Block,
  Branch,
  Category,
  Config,
  DeliveryArea,
  Department,
  Device,
  Division,
  Donatee,
  Image,
  Menu,
  Navigation,
  NavigationItem,
  Product,
  Project,
  Schedule,
  SignageDaypart,
  SignageDevice,
  SignageImageContent,
  SignageMenuContent,
  SignagePickupContent,
  SignageSegment,
  SignageStream,
  SignageTextContent,
  Site,
  Table,
  Tag,
  Task,
  User,
} from '@bestellwerk/domain';
import type { SeedPictures } from './pictures.js';

/** Key of another seed record. */
export type Key = string;

export type SeedTag = Omit<Tag, 'id' | 'image'> & { key: Key; image: null };

export type SeedDeliveryArea = Omit<DeliveryArea, 'id'>;

/** A branch; `division` is not given here, the division lists its branches. */
export type SeedBranch = Omit<
  Branch,
  'id' | 'tags' | 'images' | 'logo' | 'division' | 'deliveryAreas'
> & {
  key: Key;
  logo: null;
  /** Tag keys. */
  tags: Key[];
  deliveryAreas: SeedDeliveryArea[];
};

export type SeedDivision = Omit<Division, 'id' | 'branches'> & {
  key: Key;
  /** Branch keys. */
  branches: Key[];
};

export type SeedTable = Omit<Table, 'id' | 'branch'> & {
  key: Key;
  /** Branch key. */
  branch: Key;
};

export type SeedDepartment = Omit<Department, 'id' | 'branch'> & {
  key: Key;
  /** Branch key. */
  branch: Key;
};

export type SeedDonatee = Omit<Donatee, 'id'> & { key: Key };

export type SeedCategory = Omit<Category, 'id' | 'image'> & { key: Key; image: null };

export type SeedProduct = Omit<Product, 'id' | 'images' | 'bundleProducts'> & {
  key: Key;
  /** Product keys of the bundle's parts (bundles only, otherwise empty). */
  bundleProducts: Key[];
};

export interface SeedMenuProduct {
  /** Product key. */
  product: Key;
  isEnabled: boolean;
  schedule: Schedule | null;
}

export interface SeedMenuCategory {
  /** Category key. */
  category: Key;
  products: SeedMenuProduct[];
}

export type SeedMenu = Omit<Menu, 'id' | 'branches' | 'catalog'> & {
  key: Key;
  /** Branch keys. */
  branches: Key[];
  catalog: SeedMenuCategory[];
};

// ---------------------------------------------------------------------------------------------
// Content: page bodies and blocks. Every place that references a page holds a site KEY:
// `link.target`, `specialties.teasers[].site` and `form.privacySite`. The loader replaces them
// with site ids (LinkField.target is a site id in the contract).
// ---------------------------------------------------------------------------------------------

export interface SeedLink {
  /** Button text; the front end's default is 'Mehr erfahren'. */
  label: string;
  /** Site key of an internal page, or null. */
  target: Key | null;
  /** External url, used when there is no target. */
  url: string;
}

export interface SeedTextValue {
  html: string;
}
export interface SeedHeroValue {
  title: string;
  subtitle: string;
  image: Image | null;
  link: SeedLink | null;
}
export interface SeedSpecialtiesValue {
  title: string;
  /** Each teaser points at a `custom_specialty` site by key. */
  teasers: { site: Key }[];
}
export interface SeedTextSliderValue {
  /** Formatted text (HTML). */
  text: string;
  link: SeedLink | null;
  images: Image[];
}
export type SeedMapValue = Record<string, never>;
export interface SeedContactValue {
  text: string;
  image: Image | null;
}
export interface SeedProfileValue {
  image: Image | null;
  title: string;
  text: string;
}
export interface SeedIframeValue {
  text: string;
  url: string;
  height: number;
}
export interface SeedFormValue {
  /** Site key of the privacy page. */
  privacySite: Key;
  /** Formatted text shown after sending. */
  thankYou: string;
}

/** One body item, discriminated by block kind. */
export type SeedContentItem =
  | { type: 'text'; value: SeedTextValue }
  | { type: 'hero'; value: SeedHeroValue }
  | { type: 'specialties'; value: SeedSpecialtiesValue }
  | { type: 'text-slider'; value: SeedTextSliderValue }
  | { type: 'map'; value: SeedMapValue }
  | { type: 'contact'; value: SeedContactValue }
  | { type: 'profile'; value: SeedProfileValue }
  | { type: 'iframe'; value: SeedIframeValue }
  | { type: 'form'; value: SeedFormValue };

export type SeedSite = Omit<Site, 'id' | 'image' | 'content'> & {
  key: Key;
  image: null;
  content: SeedContentItem[];
};

export type SeedBlock = Omit<Block, 'id' | 'type' | 'value'> & { key: Key } & SeedContentItem;

/** Where a navigation item points: by item type. */
export type SeedNavigationTarget =
  | { type: 'home'; target: null }
  | { type: 'group'; target: null }
  | { type: 'site'; target: { site: Key } }
  | { type: 'branch'; target: { branch: Key } }
  /** External url, mailto:, tel: or an internal path starting with '/'. */
  | { type: 'link'; target: string };

export type SeedNavigationItem = Omit<NavigationItem, 'type' | 'target' | 'children'> & {
  children: SeedNavigationItem[];
} & SeedNavigationTarget;

export type SeedNavigation = Omit<Navigation, 'id' | 'items'> & {
  key: Key;
  items: SeedNavigationItem[];
};

type ConfigImageField = {
  [K in keyof Config]: Config[K] extends Image | null
    ? null extends Config[K]
      ? K
      : never
    : never;
}[keyof Config];

/** The configuration; all image fields are null. The time zone is the installation's (AppConfig). */
export type SeedConfig = Omit<Config, ConfigImageField | 'timeZone'> & {
  [K in ConfigImageField]: null;
};

// ---------------------------------------------------------------------------------------------
// Staff, devices, signage, workforce
// ---------------------------------------------------------------------------------------------

/** A staff account without password; the loader hashes DEMO_PASSWORD (default 'bestellwerk'). */
export type SeedUser = Omit<
  User,
  | 'id'
  | 'branches'
  | 'createdAt'
  | 'hasTimeTrackingLink'
  | 'timeTrackingLinkCreatedAt'
  | 'hasKioskPin'
> & {
  key: Key;
  /** Branch keys. */
  branches: Key[];
  /** A fixed secret of the self-service link, stored hashed; without it the user has no link. */
  timeTrackingToken?: string;
  /** A fixed PIN for the shop tablet, stored hashed; without it the user has none. */
  kioskPin?: string;
};

export type SeedDevice = Omit<Device, 'id' | 'branch' | 'lastSeenAt' | 'isOnline'> & {
  key: Key;
  /** Branch key or null. */
  branch: Key | null;
};

/** Menu board: shows categories of a menu; stored without `menu` (the TV's active menu counts). */
export type SeedSegmentMenuContent = Omit<SignageMenuContent, 'categories'> & {
  /** Menu key the categories are checked against. */
  menu: Key;
  /** Category keys of that menu, in display order. */
  categories: Key[];
};

/** Image board: the image by its owner in the drawn pictures (`header:wien-neubau`). */
export type SeedSegmentImageContent = Omit<SignageImageContent, 'image'> & {
  image: `${'product' | 'category' | 'header' | 'logo'}:${Key}`;
};

export type SeedSignageSegment = Omit<SignageSegment, 'id' | 'type' | 'content'> & {
  key: Key;
} & (
    | { type: 'menu'; content: SeedSegmentMenuContent }
    | { type: 'text'; content: SignageTextContent }
    | { type: 'pickup'; content: SignagePickupContent }
    | { type: 'image'; content: SeedSegmentImageContent }
  );

/** One place of a seed playlist: a segment key and the entry's daypart. */
export interface SeedSignageStreamEntry {
  segment: Key;
  daypart: SignageDaypart | null;
}

export type SeedSignageStream = Omit<SignageStream, 'id' | 'segments' | 'entries'> & {
  key: Key;
  /** The playlist in play order. */
  entries: SeedSignageStreamEntry[];
};

export type SeedSignageDevice = Omit<
  SignageDevice,
  'id' | 'branch' | 'stream' | 'lastSeenAt' | 'currentSegment' | 'isOnline'
> & {
  key: Key;
  /** Branch key or null. */
  branch: Key | null;
  /** Stream key or null. */
  stream: Key | null;
};

export type SeedProject = Omit<Project, 'id'> & { key: Key };

export type SeedTask = Omit<Task, 'id' | 'project'> & {
  key: Key;
  /** Project key or null. */
  project: Key | null;
};

/** Everything the demo consists of; `index.ts` exports one object of this type. */
export interface DemoData {
  config: SeedConfig;
  tags: SeedTag[];
  branches: SeedBranch[];
  divisions: SeedDivision[];
  tables: SeedTable[];
  departments: SeedDepartment[];
  donatees: SeedDonatee[];
  categories: SeedCategory[];
  products: SeedProduct[];
  menus: SeedMenu[];
  sites: SeedSite[];
  blocks: SeedBlock[];
  navigations: SeedNavigation[];
  users: SeedUser[];
  devices: SeedDevice[];
  signageSegments: SeedSignageSegment[];
  signageStreams: SeedSignageStream[];
  signageDevices: SeedSignageDevice[];
  projects: SeedProject[];
  tasks: SeedTask[];
  pictures: SeedPictures;
}
