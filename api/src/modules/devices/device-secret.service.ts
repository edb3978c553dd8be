import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { newDeviceSecret } from './device.resource.js';
import { DeviceEntity } from './entities/device.entity.js';

/** The secret a device authenticates with (X-Device-Key). */
@Injectable()
export class DeviceSecretService {
  constructor(@InjectRepository(DeviceEntity) private readonly devices: Repository<DeviceEntity>) {}

  /**
   * Gives the device a fresh secret and answers it: the only time it is shown, for setting up
   * the device. The old secret stops working at once.
   */
  async renew(device: DeviceEntity): Promise<string> {
    const secret = newDeviceSecret();
    await this.devices.update({ id: device.id }, { secret });
    return secret;
  }
}
