import type { Category, Menu, Product } from './catalog.js';
import type { DateString, DateTimeString, Id, IdRef, Image, TimeString, Upload } from './common.js';
import type { ImageTemplate } from './media.js';

/**
 * Kinds of film sequence: a menu board from the branch's live catalog, an image, a looped
 * video, formatted text, a rendered image template, and the pickup board ("Abholbereit").
 */
export const SIGNAGE_SEGMENT_TYPES = [
  'menu',
  'image',
  'video',
  'text',
  'template',
  'pickup',
] as const;
export type SignageSegmentType = (typeof SIGNAGE_SEGMENT_TYPES)[number];

/**
 * When a segment or a stream entry plays. Every part is optional; a missing part does not
 * limit. Times are wall-clock times in the configured time zone; `from` after `to` crosses
 * midnight (22:00–02:00). Dates are inclusive.
 */
export interface SignageDaypart {
  /** ISO weekdays, 1 = Monday … 7 = Sunday; empty means every day. */
  weekdays: number[];
  /** HH:mm, inclusive. */
  from: TimeString | null;
  /** HH:mm, exclusive. */
  to: TimeString | null;
  startDate: DateString | null;
  endDate: DateString | null;
}

/** Colours of a board; CSS hex colours (#RGB or #RRGGBB). */
export interface SignageColors {
  backgroundColor?: string;
  textColor?: string;
}

/** What a menu board does with a product that cannot be ordered now. */
export const SIGNAGE_UNAVAILABLE_MODES = ['dim', 'hide'] as const;
export type SignageUnavailableMode = (typeof SIGNAGE_UNAVAILABLE_MODES)[number];

/** `menu`: chosen categories of the TV branch's active menu, live from the catalog. */
export interface SignageMenuContent extends SignageColors {
  title?: string;
  /** Category ids in display order; empty shows every category of the active menu. */
  categories: Id[];
  /** Products not orderable now: dimmed and marked "ausverkauft", or left out. */
  unavailable: SignageUnavailableMode;
  showPrices: boolean;
  showImages: boolean;
  showAllergens: boolean;
}

/** `image`: an image of the media library, covering or fitted into the screen. */
export interface SignageImageContent extends SignageColors {
  image: Id;
  fit: 'cover' | 'contain';
  caption?: string;
}

/** `video`: an uploaded MP4 or WebM, played muted and looped. */
export interface SignageVideoContent extends SignageColors {
  upload: Id;
  fit: 'cover' | 'contain';
}

/** `text`: sanitised HTML (the rich-text editor's output) with the board's colours. */
export interface SignageTextContent extends SignageColors {
  title?: string;
  html: string;
}

/** `template`: an image template, rendered by its layers. */
export interface SignageTemplateContent extends SignageColors {
  imageTemplate: Id;
}

/** `pickup`: ticket numbers of the branch's orders ready for pickup. */
export interface SignagePickupContent extends SignageColors {
  title?: string;
}

/** The content shape of each segment type. */
export interface SignageContentByType {
  menu: SignageMenuContent;
  image: SignageImageContent;
  video: SignageVideoContent;
  text: SignageTextContent;
  template: SignageTemplateContent;
  pickup: SignagePickupContent;
}

/** One film sequence shown on a TV for `duration` seconds. */
export interface SignageSegment {
  id: Id;
  name: string;
  type: SignageSegmentType;
  duration: number;
  /** The shape of SignageContentByType[type]. */
  content: Record<string, unknown>;
  /** When it plays at all; null plays always. */
  daypart: SignageDaypart | null;
  isEnabled: boolean;
}

/** One place of a stream's playlist, with its own daypart (null plays always). */
export interface SignageStreamEntry {
  segment: IdRef;
  daypart: SignageDaypart | null;
}

/** An ordered playlist of segments. */
export interface SignageStream {
  id: Id;
  name: string;
  /** The playlist's segments in order (kept for clients that ignore dayparts). */
  segments: IdRef[];
  /** The playlist in order, with each entry's daypart. */
  entries: SignageStreamEntry[];
  isEnabled: boolean;
}

export const SIGNAGE_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type SignageOrientation = (typeof SIGNAGE_ORIENTATIONS)[number];

/** A TV in a shop, opened at /signage/{identifier}. */
export interface SignageDevice {
  id: Id;
  identifier: string;
  name: string;
  branch: IdRef | null;
  stream: IdRef | null;
  orientation: SignageOrientation;
  /** Last heartbeat or display load. */
  lastSeenAt: DateTimeString | null;
  /** The segment the TV reported at its last heartbeat. */
  currentSegment: IdRef | null;
  /** Whether the last heartbeat is at most SIGNAGE_OFFLINE_AFTER_SECONDS old. */
  isOnline: boolean;
}

/** A TV sends a heartbeat this often. */
export const SIGNAGE_HEARTBEAT_SECONDS = 30;
/** A TV without a heartbeat for this long counts as offline (three missed beats). */
export const SIGNAGE_OFFLINE_AFTER_SECONDS = 90;
/** Default age after which a TV hides prices it could not refresh. */
export const SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS = 12;

/** The catalog a TV's menu boards read: the branch's menus and what they list. */
export interface SignageCatalog {
  menus: Menu[];
  categories: Category[];
  products: Product[];
}

/** A playlist entry as the TV plays it: the (enabled) segment and both dayparts. */
export interface SignagePlaylistEntry {
  segment: SignageSegment;
  /** The stream entry's daypart; the segment's own is in `segment.daypart`. */
  daypart: SignageDaypart | null;
}

/**
 * What a TV loads from GET /api/digital-signage-devices/public/{identifier}: the device, its
 * stream (null when none is assigned or the stream is disabled), the playlist of enabled
 * segments in play order, and everything those segments show, so the TV can play on without
 * the network. `version` changes whenever any of it changes.
 */
export interface SignageDisplay {
  device: SignageDevice;
  stream: SignageStream | null;
  /** Enabled segments in play order (kept for clients that ignore dayparts). */
  segments: SignageSegment[];
  playlist: SignagePlaylistEntry[];
  /** The branch's menus with the categories and products menu boards show. */
  catalog: SignageCatalog;
  /** Images, uploads and image templates the segments refer to. */
  images: Image[];
  uploads: Upload[];
  imageTemplates: ImageTemplate[];
  /** Ticket numbers of the branch's orders ready for pickup, oldest first. */
  pickupTickets: number[];
  timeZone: string;
  /** After this many hours without a successful load the TV hides prices. */
  priceMaxAgeHours: number;
  generatedAt: DateTimeString;
  version: string;
}

/** POST /api/digital-signage-devices/public/{identifier}/heartbeat */
export interface SignageHeartbeatInput {
  segment: IdRef | null;
}

/** The heartbeat's answer: whether an admin asked the TV to reload. */
export interface SignageHeartbeat {
  reload: boolean;
}

/** Alphabet of pairing codes: no 0/O, 1/I/L. */
export const SIGNAGE_PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SIGNAGE_PAIRING_CODE_LENGTH = 6;
/** How long a pairing code shown on a TV stays valid (issue 20: 10 minutes, single use). */
export const SIGNAGE_PAIRING_TTL_MINUTES = 10;

/**
 * POST /api/digital-signage-devices/public/pairings: a TV without a device asks for a code to
 * show; it polls GET …/pairings/{token} until an admin binds the code to a TV record.
 */
export interface SignagePairing {
  code: string;
  /** Secret the TV polls with; never shown. */
  token: string;
  expiresAt: DateTimeString;
}

/** GET /api/digital-signage-devices/public/pairings/{token} */
export type SignagePairingState =
  | { status: 'waiting'; code: string; expiresAt: DateTimeString }
  | { status: 'paired'; identifier: string }
  | { status: 'expired' };

/** POST /api/digital-signage-devices/{id}/pair: the code an admin read off the TV. */
export interface SignagePairInput {
  code: string;
}

/**
 * Server-sent events of GET /api/digital-signage-devices/public/{identifier}/events:
 * `display` (data `{ version }`) when what the TV shows changed, `reload` when an admin asked
 * for a reload.
 */
export type SignageEventName = 'display' | 'reload';
