import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/access.decorators.js';
import { CurrentDevice, DeviceKeyGuard } from './device-key.guard.js';
import { DeviceCommandsService } from './device-commands.service.js';
import { DeviceLogsService } from './device-logs.service.js';
import type { DeviceCommand } from '@bestellwerk/domain';
import { DeviceLogInput } from './dto/device-log.input.js';
import type { DeviceEntity } from './entities/device.entity.js';
import { ApiDataList, ApiDeviceKey, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

/** A device's own calls: heartbeat, its commands, and the logs staff asked for. */
@ApiTags('devices')
@ApiDeviceKey()
@Controller('devices')
@Public()
@UseGuards(DeviceKeyGuard)
export class DeviceInboxController {
  constructor(
    private readonly commands: DeviceCommandsService,
    private readonly logs: DeviceLogsService,
  ) {}

  @Post(':id/heartbeat')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lebenszeichen des Geräts (online für zwei Minuten)' })
  @ApiNoData()
  heartbeat(): null {
    // DeviceKeyGuard has recorded the call.
    return null;
  }

  @Get(':id/commands')
  @ApiOperation({ summary: 'Neue Befehle abholen (jeder wird nur einmal ausgeliefert)' })
  @ApiDataList('DeviceCommand')
  deliver(@CurrentDevice() device: DeviceEntity): Promise<DeviceCommand[]> {
    return this.commands.deliver(device);
  }

  @Post(':id/logs')
  @HttpCode(201)
  @ApiOperation({ summary: 'Angefordertes Protokoll senden (Text, höchstens 64 KB)' })
  @ApiNoData({ status: 201 })
  @ApiErrors(413)
  async storeLog(
    @CurrentDevice() device: DeviceEntity,
    @Body() body: DeviceLogInput,
  ): Promise<null> {
    await this.logs.store(device, body.content);
    return null;
  }
}
