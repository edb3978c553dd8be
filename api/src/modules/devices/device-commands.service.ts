import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import type { DeviceEntity } from './entities/device.entity.js';
import type { DeviceCommand, DeviceCommandType } from '@bestellwerk/domain';
import { DeviceCommandEntity } from './entities/device-command.entity.js';
import { toDeviceCommand } from './devices.mapper.js';

/** Requests from staff to a device, handed out once when the device polls. */
@Injectable()
export class DeviceCommandsService {
  constructor(
    @InjectRepository(DeviceCommandEntity)
    private readonly commands: Repository<DeviceCommandEntity>,
  ) {}

  /** Queues a command for the device. */
  async queue(device: DeviceEntity, type: DeviceCommandType): Promise<void> {
    await this.commands.insert({ device: { id: device.id }, type });
  }

  /**
   * The device's undelivered commands, oldest first, each marked delivered by a conditional
   * UPDATE so that two simultaneous polls never both get it.
   */
  async deliver(device: DeviceEntity): Promise<DeviceCommand[]> {
    const now = new Date();
    const open = await this.commands.find({
      where: { device: { id: device.id }, deliveredAt: IsNull() },
      select: { id: true },
      order: { id: 'ASC' },
    });
    const delivered: number[] = [];
    for (const { id } of open) {
      const result = await this.commands.update(
        { id, deliveredAt: IsNull() },
        { deliveredAt: now },
      );
      if (result.affected === 1) delivered.push(id);
    }
    if (delivered.length === 0) return [];
    const rows = await this.commands.find({ where: { id: In(delivered) }, order: { id: 'ASC' } });
    return rows.map(toDeviceCommand);
  }
}
