import type { SignageSegment } from '@bestellwerk/domain';

/** The text a segment carries in its content (`text`, else `title`), or an empty string. */
export function segmentText(segment: SignageSegment): string {
  const { text, title } = segment.content;
  if (typeof text === 'string') return text;
  return typeof title === 'string' ? title : '';
}
