import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { apiError, type DeviceLog } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { LogService } from '../insights/log.service.js';
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

/** German names of the device tests staff start, for the application log. */
export const DEVICE_TEST_NAMES = {
  notification: 'Testbenachrichtigung',
  print: 'Testdruck',
  logs: 'Protokollanforderung',
} as const;

/**
 * Logs devices send after staff asked for them, and the device errors of the application log
 * (refused device logs, failed tests).
 */
@Injectable()
export class DeviceLogsService {
  constructor(
    @InjectRepository(DeviceLogEntity) private readonly logs: Repository<DeviceLogEntity>,
    private readonly appLog: LogService,
  ) {}

  /**
   * Stores a log of the device; more than DEVICE_LOG_MAX_BYTES (UTF-8) is a 413, written to the
   * application log as a device error.
   */
  async store(device: DeviceEntity, content: string): Promise<void> {
    if (Buffer.byteLength(content, 'utf8') > DEVICE_LOG_MAX_BYTES) {
      await this.appLog.record({
        level: 'error',
        area: 'devices',
        message: 'Geräteprotokoll abgewiesen (zu groß)',
        record: { type: 'device', id: device.id },
        context: { bytes: Buffer.byteLength(content, 'utf8') },
      });
      throw new DeviceLogTooLargeError();
    }
    await this.logs.insert({ device: { id: device.id }, content });
  }

  /**
   * Runs a device test staff asked for; when the device cannot take it (a German 409: disabled,
   * not a printer) the failure is written to the application log, then thrown as before.
   */
  async runTest(
    auth: AuthContext,
    deviceId: number,
    test: keyof typeof DEVICE_TEST_NAMES,
    run: () => Promise<void>,
  ): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (error instanceof AppError && error.status === 409) {
        await this.appLog.record({
          level: 'error',
          area: 'devices',
          message: `${DEVICE_TEST_NAMES[test]} nicht erfolgreich`,
          record: { type: 'device', id: deviceId },
          userId: auth.userId,
          context: { test, error: error.message },
        });
      }
      throw error;
    }
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
