import type { IdRef } from './common.js';
import type { DeviceType } from './devices.js';
import type { InputLimits } from './input-limits.js';
import type {
  SignageDaypart,
  SignageOrientation,
  SignageSegmentType,
  SignageStreamEntry,
} from './signage.js';

/** POST/PUT /api/devices: a receipt printer, counter tablet or TV of a branch. */
export interface DeviceInput {
  identifier: string;
  name: string;
  type: DeviceType;
  branch?: IdRef | null;
  isEnabled?: boolean;
}

export const DeviceLimits = {
  identifier: 100,
  name: 255,
} as const satisfies InputLimits<DeviceInput>;

/** POST/PUT /api/digital-signage-devices: a TV in a shop. */
export interface SignageDeviceInput {
  identifier: string;
  name: string;
  branch?: IdRef | null;
  stream?: IdRef | null;
  orientation?: SignageOrientation;
}

export const SignageDeviceLimits = {
  identifier: 100,
  name: 255,
} as const satisfies InputLimits<SignageDeviceInput>;

/** POST/PUT /api/digital-signage-segments: one film sequence. */
export interface SignageSegmentInput {
  name: string;
  type: SignageSegmentType;
  /** Seconds on the screen (1 to 3600). */
  duration: number;
  /** The board's content, by type; at most SIGNAGE_SEGMENT_CONTENT_MAX_CHARS of JSON. */
  content?: Record<string, unknown>;
  /** When the segment plays at all; null or missing plays always. */
  daypart?: SignageDaypart | null;
  isEnabled?: boolean;
}

export const SignageSegmentLimits = {
  name: 255,
} as const satisfies InputLimits<SignageSegmentInput>;

/** Longest a segment's content may be, serialised as JSON. */
export const SIGNAGE_SEGMENT_CONTENT_MAX_CHARS = 100_000;

/** POST/PUT /api/digital-signage-streams: an ordered playlist of segments. */
export interface SignageStreamInput {
  name: string;
  /** The playlist without dayparts; ignored when `entries` is given. */
  segments?: IdRef[];
  /** The playlist in order with each entry's daypart. */
  entries?: SignageStreamEntry[];
  isEnabled?: boolean;
}

export const SignageStreamLimits = { name: 255 } as const satisfies InputLimits<SignageStreamInput>;
