import type { DateTimeString, Id, IdRef } from './common.js';

export const SIGNAGE_SEGMENT_TYPES = ['menu', 'image', 'video', 'text'] as const;
export type SignageSegmentType = (typeof SIGNAGE_SEGMENT_TYPES)[number];

/** One film sequence shown on a TV for `duration` seconds. */
export interface SignageSegment {
  id: Id;
  name: string;
  type: SignageSegmentType;
  duration: number;
  content: Record<string, unknown>;
  isEnabled: boolean;
}

/** An ordered playlist of segments. */
export interface SignageStream {
  id: Id;
  name: string;
  segments: IdRef[];
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
  lastSeenAt: DateTimeString | null;
}

/**
 * What a TV loads from GET /api/digital-signage-devices/public/{identifier}: the device, its
 * stream (null when none is assigned or the stream is disabled) and the stream's enabled
 * segments in play order.
 */
export interface SignageDisplay {
  device: SignageDevice;
  stream: SignageStream | null;
  segments: SignageSegment[];
}
