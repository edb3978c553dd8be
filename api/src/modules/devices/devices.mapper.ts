import type { DeviceCommand, DeviceLog, Id } from '@bestellwerk/domain';
import type { DeviceCommandEntity } from './entities/device-command.entity.js';
import type { DeviceLogEntity } from './entities/device-log.entity.js';

export function toDeviceCommand(entity: DeviceCommandEntity): DeviceCommand {
  return { id: entity.id, type: entity.type, createdAt: entity.createdAt.toISOString() };
}

/** A stored log as staff read it. */
export function toDeviceLog(entity: DeviceLogEntity, deviceId: Id): DeviceLog {
  return {
    id: entity.id,
    device: { id: deviceId },
    content: entity.content,
    createdAt: entity.createdAt.toISOString(),
  };
}
