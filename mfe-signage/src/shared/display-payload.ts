import {
  SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS,
  DEFAULT_TIME_ZONE,
  type SignageDisplay,
  type SignageSegment,
} from '@bestellwerk/domain';

type Payload = Partial<SignageDisplay> & Pick<SignageDisplay, 'device'>;

/**
 * The display as the player plays it. A payload of an older API (before issue 20) has only the
 * device, the stream and its segments: it plays those segments without dayparts, with nothing
 * in the catalog or the media lists.
 */
export function displayFromPayload(raw: unknown): SignageDisplay {
  const payload = raw as Payload;
  const segments: SignageSegment[] = (payload.segments ?? []).map((segment) => ({
    ...segment,
    daypart: segment.daypart ?? null,
  }));
  return {
    ...payload,
    device: {
      ...payload.device,
      orientation: payload.device.orientation === 'portrait' ? 'portrait' : 'landscape',
    },
    stream: payload.stream ?? null,
    segments,
    playlist: payload.playlist ?? segments.map((segment) => ({ segment, daypart: null })),
    catalog: payload.catalog ?? { menus: [], categories: [], products: [] },
    images: payload.images ?? [],
    uploads: payload.uploads ?? [],
    imageTemplates: payload.imageTemplates ?? [],
    pickupTickets: payload.pickupTickets ?? [],
    timeZone: payload.timeZone ?? DEFAULT_TIME_ZONE,
    priceMaxAgeHours: payload.priceMaxAgeHours ?? SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS,
    generatedAt: payload.generatedAt ?? new Date().toISOString(),
    version: payload.version ?? '',
  };
}
