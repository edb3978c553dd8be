import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import { SignageSegmentEntity } from './entities/signage-segment.entity.js';
import { SignageStreamSegmentEntity } from './entities/signage-stream-segment.entity.js';
import { SignageStreamEntity } from './entities/signage-stream.entity.js';

/** Digital signage: segments, streams and TVs. */
export const SIGNAGE_ENTITIES = [
  SignageSegmentEntity,
  SignageStreamEntity,
  SignageStreamSegmentEntity,
  SignageDeviceEntity,
];
