import {
  SIGNAGE_OFFLINE_AFTER_SECONDS,
  type SignageDevice,
  type SignageSegment,
  type SignageStream,
} from '@bestellwerk/domain';
import type { SignageDeviceEntity } from './entities/signage-device.entity.js';
import type { SignageSegmentEntity } from './entities/signage-segment.entity.js';
import type { SignageStreamSegmentEntity } from './entities/signage-stream-segment.entity.js';
import type { SignageStreamEntity } from './entities/signage-stream.entity.js';

export function toSignageSegment(entity: SignageSegmentEntity): SignageSegment {
  return {
    id: entity.id,
    name: entity.name,
    type: entity.type,
    duration: entity.duration,
    content: entity.content ?? {},
    daypart: entity.daypart ?? null,
    isEnabled: entity.isEnabled,
  };
}

/** The stream's playlist entries in play order. */
export function inPlayOrder(entries: SignageStreamSegmentEntity[]): SignageStreamSegmentEntity[] {
  return [...entries].sort((a, b) => a.position - b.position || a.id - b.id);
}

export function toSignageStream(entity: SignageStreamEntity): SignageStream {
  const entries = inPlayOrder(entity.entries ?? []);
  return {
    id: entity.id,
    name: entity.name,
    segments: entries.map((entry) => ({ id: entry.segment.id })),
    entries: entries.map((entry) => ({
      segment: { id: entry.segment.id },
      daypart: entry.daypart ?? null,
    })),
    isEnabled: entity.isEnabled,
  };
}

/** Whether a TV last seen at `lastSeenAt` counts as online at `now`. */
export function isSignageDeviceOnline(lastSeenAt: Date | null, now = new Date()): boolean {
  return (
    lastSeenAt !== null &&
    now.getTime() - lastSeenAt.getTime() <= SIGNAGE_OFFLINE_AFTER_SECONDS * 1000
  );
}

export function toSignageDevice(entity: SignageDeviceEntity): SignageDevice {
  return {
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    branch: entity.branch ? { id: entity.branch.id } : null,
    stream: entity.stream ? { id: entity.stream.id } : null,
    orientation: entity.orientation,
    lastSeenAt: entity.lastSeenAt?.toISOString() ?? null,
    currentSegment: entity.currentSegment ? { id: entity.currentSegment.id } : null,
    isOnline: isSignageDeviceOnline(entity.lastSeenAt),
  };
}
