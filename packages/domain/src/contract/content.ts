import type { OrderType } from './organisation.js';
import type { Id, Image } from './common.js';
import type { BreakRuleId } from './workforce.js';

export const SITE_TYPES = ['default', 'custom_home', 'custom_site', 'custom_specialty'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export const BLOCK_TYPES = [
  'text',
  'hero',
  'specialties',
  'text-slider',
  'map',
  'contact',
  'profile',
  'iframe',
  'form',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A link field: internal page target wins over the external url. */
export interface LinkField {
  label: string;
  target: Id | null;
  url: string;
}

/** One item of a page body: its block kind and that block's value. */
export interface SiteContentItem {
  type: BlockType;
  value: Record<string, unknown>;
}

/** A content page. Specialty pages also carry image, title and description for teasers. */
export interface Site {
  id: Id;
  path: string;
  name: string;
  title: string;
  description: string;
  type: SiteType;
  isPublic: boolean;
  image: Image | null;
  content: SiteContentItem[];
}

/** A reusable content block, addressed by identifier. */
export interface Block {
  id: Id;
  identifier: string;
  name: string;
  type: BlockType;
  value: Record<string, unknown>;
}

export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link', 'group'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

export interface NavigationItem {
  type: NavigationItemType;
  /** A site or branch id for internal items, a url for links, null for home and groups. */
  target: Id | string | null;
  label: string;
  isEnabled: boolean;
  children: NavigationItem[];
}

export interface Navigation {
  id: Id;
  identifier: string;
  name: string;
  isPublic: boolean;
  items: NavigationItem[];
}

/** The one configuration object of the installation: business data, legal texts, flags, theme. */
export interface Config {
  shopName: string;
  businessName: string;
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  website: string;
  currency: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  vatNo: string;
  termsAndConditions: string;
  termsAndConditionsText: string;
  privacyPolicy: string;
  privacyPolicyText: string;
  imprint: string;
  imprintText: string;
  allergens: string;
  allergensText: string;
  defaultDeliveryMethod: OrderType;
  /** The statutory break rules the time clock warns by and the time sheets check against. */
  breakRule: BreakRuleId;
  enablePluginPWA: boolean;
  enablePluginMapbox: boolean;
  enablePluginToolbar: boolean;
  enablePluginHomePage: boolean;
  enablePluginSearch: boolean;
  enablePluginTags: boolean;
  enablePluginCategoryBar: boolean;
  mapboxZoom: number;
  mapboxPitch: number;
  mapboxBearing: number;
  isSmsEnabled: boolean;
  isDonationEnabled: boolean;
  isCashEnabled: boolean;
  isATMCardEnabled: boolean;
  isHydroAGVoucherEnabled: boolean;
  isMollieEnabled: boolean;
  isDatatransEnabled: boolean;
  isOrderReviewEnabled: boolean;
  isFrontDeskEnabled: boolean;
  isTicketEnabled: boolean;
  metaTitle: string;
  metaDescription: string;
  metaUrl: string;
  metaImage: Image | null;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  ogImage: Image | null;
  twitterTitle: string;
  twitterDescription: string;
  twitterUrl: string;
  twitterImage: Image | null;
  themeColor: string;
  adPixelId: string;
  primaryColor: string;
  backgroundColor: string;
  fontFamily: string;
  borderRadius: string;
  logo: Image | null;
  favicon: Image | null;
  shareImage: Image | null;
  /**
   * IANA time zone of the branches' wall clocks (opening hours, slots, business days). Set for
   * the installation (environment TIME_ZONE, default Europe/Vienna); read-only in the API.
   */
  timeZone: string;
}

/** The contact form a visitor sends. */
export interface ContactForm {
  subject: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  comment: string;
  privacy: boolean;
}

/** A site path: '' for the start page, else `/segment(/segment)*` of a-z, 0-9 and dashes. */
export const SITE_PATH_PATTERN = /^(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/**
 * Largest page body or block value, in characters of its JSON, and longest formatted text of the
 * configuration (legal texts, description).
 */
export const CONTENT_MAX_CHARS = 200_000;

/** Deepest nesting of navigation items (top level = 1) and most items of one navigation. */
export const NAVIGATION_MAX_DEPTH = 5;
export const NAVIGATION_MAX_ITEMS = 200;
