import type { Image, IdRef } from './common.js';
import {
  CONTENT_MAX_CHARS,
  type BlockType,
  type Config,
  type LinkField,
  type NavigationItemType,
  type SiteContentItem,
  type SiteType,
} from './content.js';
import type { InputLimits } from './input-limits.js';

/** POST/PUT /api/blocks. */
export interface BlockInput {
  identifier: string;
  name?: string;
  type: BlockType;
  value?: Record<string, unknown>;
}

export const BlockLimits = {
  identifier: 100,
  name: 255,
} as const satisfies InputLimits<BlockInput>;

/** A navigation item as staff enter it; children nest. */
export interface NavigationItemInput {
  type: NavigationItemType;
  /** A site or branch id, a url for links, null for home and groups. */
  target?: unknown;
  label: string;
  isEnabled?: boolean;
  children?: NavigationItemInput[];
}

export const NavigationItemLimits = {
  label: 255,
} as const satisfies InputLimits<NavigationItemInput>;

/** POST/PUT /api/navigations. */
export interface NavigationInput {
  identifier: string;
  name?: string;
  isPublic?: boolean;
  items?: NavigationItemInput[];
}

export const NavigationLimits = {
  identifier: 100,
  name: 255,
} as const satisfies InputLimits<NavigationInput>;

/** One item of a page body as staff enter it. */
export type SiteContentItemInput = SiteContentItem;

/** POST/PUT /api/sites. */
export interface SiteInput {
  path: string;
  name: string;
  title?: string;
  description?: string;
  type?: SiteType;
  isPublic?: boolean;
  image?: IdRef | null;
  content?: SiteContentItemInput[];
}

export const SiteLimits = {
  path: 255,
  name: 255,
  title: 255,
  description: 2000,
} as const satisfies InputLimits<SiteInput>;

/**
 * Most characters of the texts of a block value as the block editors take them (the API checks
 * only the size of the whole value, CONTENT_MAX_CHARS).
 */
export const BlockValueLimits = { title: 255, subtitle: 255, url: 2000 } as const;

/** Most characters of a link of a block value (LinkField). */
export const LinkFieldLimits = { label: 255, url: 2000 } as const satisfies InputLimits<LinkField>;

/** POST /api/config: any subset of the configuration's fields, images by reference. */
export type ConfigInput = {
  [K in keyof Config]?: Config[K] extends Image | null ? IdRef | null : Config[K];
};

/** Longest address URL of the configuration (website, legal pages, social previews). */
const CONFIG_URL_MAX = 500;

export const ConfigLimits = {
  shopName: 255,
  timeZone: 64,
  businessName: 255,
  title: 255,
  seoTitle: 255,
  street: 255,
  metaTitle: 255,
  ogTitle: 255,
  twitterTitle: 255,
  seoDescription: 1000,
  metaDescription: 1000,
  ogDescription: 1000,
  twitterDescription: 1000,
  description: CONTENT_MAX_CHARS,
  termsAndConditionsText: CONTENT_MAX_CHARS,
  privacyPolicyText: CONTENT_MAX_CHARS,
  imprintText: CONTENT_MAX_CHARS,
  allergensText: CONTENT_MAX_CHARS,
  website: CONFIG_URL_MAX,
  termsAndConditions: CONFIG_URL_MAX,
  privacyPolicy: CONFIG_URL_MAX,
  imprint: CONFIG_URL_MAX,
  allergens: CONFIG_URL_MAX,
  metaUrl: CONFIG_URL_MAX,
  ogUrl: CONFIG_URL_MAX,
  twitterUrl: CONFIG_URL_MAX,
  zipCode: 20,
  city: 100,
  phone: 50,
  email: 255,
  vatNo: 50,
  adPixelId: 50,
  fontFamily: 100,
} as const satisfies InputLimits<ConfigInput>;
