import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import { SignagePairingEntity } from './entities/signage-pairing.entity.js';
import { SignageSegmentEntity } from './entities/signage-segment.entity.js';
import { SignageStreamSegmentEntity } from './entities/signage-stream-segment.entity.js';
import { SignageStreamEntity } from './entities/signage-stream.entity.js';

/** Digital signage: segments, streams, TVs and pairing codes. */
export const SIGNAGE_ENTITIES = [
  SignageSegmentEntity,
  SignageStreamEntity,
  SignageStreamSegmentEntity,
  SignageDeviceEntity,
  SignagePairingEntity,
];

/** The signage entities a TV's display shows (pairing codes are not among them). */
export const SIGNAGE_DISPLAY_ENTITIES = [
  SignageSegmentEntity,
  SignageStreamEntity,
  SignageStreamSegmentEntity,
  SignageDeviceEntity,
];
