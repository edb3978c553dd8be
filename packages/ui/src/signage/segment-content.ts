import {
  normaliseSignageContent,
  type SignageContentByType,
  type SignageSegment,
} from '@bestellwerk/domain';

/**
 * A segment's content read as the shape of its kind, with the API's defaults for what is
 * missing (a segment saved before a setting existed) and only hex colours.
 */
export function contentOf<K extends keyof SignageContentByType>(
  segment: SignageSegment & { type: K },
): SignageContentByType[K] {
  return normaliseSignageContent(segment.type, segment.content);
}
