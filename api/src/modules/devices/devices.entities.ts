import { AutoPrintClaimEntity } from './entities/auto-print-claim.entity.js';
import { DeviceCommandEntity } from './entities/device-command.entity.js';
import { DeviceLogEntity } from './entities/device-log.entity.js';
import { DeviceEntity } from './entities/device.entity.js';
import { PrintJobEntity } from './entities/print-job.entity.js';

/**
 * Receipt printers, tablets and TVs of the branches, their print jobs, commands and logs, and
 * the orders already auto-printed.
 */
export const DEVICES_ENTITIES = [
  DeviceEntity,
  PrintJobEntity,
  DeviceCommandEntity,
  DeviceLogEntity,
  AutoPrintClaimEntity,
];
