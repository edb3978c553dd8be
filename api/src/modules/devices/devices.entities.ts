import { DeviceEntity } from './entities/device.entity.js';

/** Receipt printers and counter tablets of the branches. */
export const DEVICES_ENTITIES = [DeviceEntity];
