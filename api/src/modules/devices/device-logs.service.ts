import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { apiError, type DeviceLog } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-errors.js';
import { DEVICE_LOG_LIST_SIZE, DEVICE_LOG_MAX_BYTES } from './device-limits.js';
import type { DeviceEntity } from './entities/device.entity.js';
import { DeviceLogEntity } from './entities/device-log.entity.js';
import { toDeviceLog } from './devices.mapper.js';

/** 413: a device log larger than DEVICE_LOG_MAX_BYTES. */
export class DeviceLogTooLargeError extends AppError {
  readonly status = 413;

  constructor() {
    super([{ ...apiError('DEVICE_LOG_TOO_LARGE'), field: 'content' }]);
  }
}

/** Logs devices send after staff asked for them. */
@Injectable()
export class DeviceLogsService {
  constructor(
    @InjectRepository(DeviceLogEntity) private readonly logs: Repository<DeviceLogEntity>,
  ) {}

  /** Stores a log of the device; more than DEVICE_LOG_MAX_BYTES (UTF-8) is a 413. */
  async store(device: DeviceEntity, content: string): Promise<void> {
    if (Buffer.byteLength(content, 'utf8') > DEVICE_LOG_MAX_BYTES)
      throw new DeviceLogTooLargeError();
    await this.logs.insert({ device: { id: device.id }, content });
  }

  /** The device's newest logs, newest first (at most DEVICE_LOG_LIST_SIZE). */
  async list(device: DeviceEntity): Promise<DeviceLog[]> {
    const rows = await this.logs.find({
      where: { device: { id: device.id } },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: DEVICE_LOG_LIST_SIZE,
    });
    return rows.map((row) => toDeviceLog(row, device.id));
  }
}
