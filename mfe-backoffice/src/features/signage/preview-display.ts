import {
  SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS,
  type Id,
  type SignageDaypart,
  type SignageDisplay,
  type SignageOrientation,
  type SignageSegment,
  type SignageSegmentType,
} from '@bestellwerk/domain';
import type { SignageSources } from './signage-sources.js';

/** Ticket numbers the preview of an Abholbereit board shows (no real orders are read). */
export const PREVIEW_PICKUP_TICKETS = [17, 23, 42] as const;

/** A segment as its form holds it (not necessarily saved yet). */
export interface SegmentDraft {
  id?: Id;
  name?: unknown;
  type?: unknown;
  duration?: unknown;
  content?: unknown;
  daypart?: unknown;
  isEnabled?: unknown;
}

export interface PreviewDisplayInput {
  segment: SegmentDraft;
  orientation: SignageOrientation;
  /** The branch whose active catalog a menu board shows; null: every menu. */
  branch: Id | null;
  sources: SignageSources;
  timeZone: string;
  now: Date;
}

/** The segment of a draft, with safe values where the form holds none (yet). */
function segmentOf(draft: SegmentDraft): SignageSegment {
  return {
    id: draft.id ?? 0,
    name: typeof draft.name === 'string' ? draft.name : '',
    type: (typeof draft.type === 'string' ? draft.type : 'menu') as SignageSegmentType,
    duration: typeof draft.duration === 'number' && draft.duration > 0 ? draft.duration : 10,
    content:
      draft.content && typeof draft.content === 'object'
        ? (draft.content as Record<string, unknown>)
        : {},
    daypart: (draft.daypart as SignageDaypart | null | undefined) ?? null,
    isEnabled: true,
  };
}

/**
 * What a TV of `branch` would load to play the one segment of the form now: the segment as its
 * whole playlist (its daypart ignored: the preview always shows it), the branch's menus with
 * the categories and products they list, all media of the lists, and sample pickup tickets.
 * Built in the browser from the backoffice's lists, so the preview follows every keystroke.
 */
export function buildPreviewDisplay(input: PreviewDisplayInput): SignageDisplay {
  const { sources, branch, orientation, now } = input;
  const segment = segmentOf(input.segment);
  const menus = sources.menus.filter((menu) => branch === null || menu.branches.includes(branch));
  const categoryIds = new Set(menus.flatMap((menu) => menu.catalog.map((entry) => entry.id)));
  const productIds = new Set(
    menus.flatMap((menu) =>
      menu.catalog.flatMap((entry) => entry.products.map((product) => product.id)),
    ),
  );
  return {
    device: {
      id: 0,
      identifier: 'vorschau',
      name: 'Vorschau',
      branch: branch === null ? null : { id: branch },
      stream: null,
      orientation,
      lastSeenAt: null,
      currentSegment: null,
      isOnline: true,
    },
    stream: null,
    segments: [segment],
    playlist: [{ segment: { ...segment, daypart: null }, daypart: null }],
    catalog: {
      menus: [...menus],
      categories: sources.categories.filter((category) => categoryIds.has(category.id)),
      products: sources.products.filter((product) => productIds.has(product.id)),
    },
    images: [...sources.images],
    uploads: [...sources.uploads],
    imageTemplates: [...sources.imageTemplates],
    pickupTickets: [...PREVIEW_PICKUP_TICKETS],
    timeZone: input.timeZone,
    priceMaxAgeHours: SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS,
    generatedAt: now.toISOString(),
    version: 'vorschau',
  };
}
