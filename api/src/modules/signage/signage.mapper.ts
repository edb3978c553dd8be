import type { SignageDevice, SignageSegment, SignageStream } from '@bestellwerk/domain';
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
    isEnabled: entity.isEnabled,
  };
}

/** The stream's playlist entries in play order. */
export function inPlayOrder(entries: SignageStreamSegmentEntity[]): SignageStreamSegmentEntity[] {
  return [...entries].sort((a, b) => a.position - b.position || a.id - b.id);
}

export function toSignageStream(entity: SignageStreamEntity): SignageStream {
  return {
    id: entity.id,
    name: entity.name,
    segments: inPlayOrder(entity.entries ?? []).map((entry) => ({ id: entry.segment.id })),
    isEnabled: entity.isEnabled,
  };
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
  };
}
