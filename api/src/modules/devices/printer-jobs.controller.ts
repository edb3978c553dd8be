import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PrintJob } from '@bestellwerk/domain';
import { Public } from '../../common/decorators/access.decorators.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { CurrentDevice, DeviceKeyGuard } from './device-key.guard.js';
import type { DeviceEntity } from './entities/device.entity.js';
import { PrintJobsService } from './print-jobs.service.js';
import { ApiDataList, ApiDeviceKey, ApiNoData } from '../../http/openapi/decorators.js';

/** The printer's side of printing: fetch open jobs as ESC/POS, acknowledge printed ones. */
@ApiTags('devices')
@ApiDeviceKey()
@Controller('devices')
@Public()
@UseGuards(DeviceKeyGuard)
export class PrinterJobsController {
  constructor(private readonly printJobs: PrintJobsService) {}

  @Get(':id/print-jobs')
  @ApiOperation({
    summary: 'Offene Druckaufträge abholen (ESC/POS in Base64); zählt als Lebenszeichen',
  })
  @ApiDataList('PrintJob')
  fetch(@CurrentDevice() device: DeviceEntity): Promise<PrintJob[]> {
    return this.printJobs.fetch(device);
  }

  @Post(':id/print-jobs/:jobId/ack')
  @HttpCode(200)
  @ApiOperation({ summary: 'Druckauftrag als gedruckt melden (mehrfach möglich)' })
  @ApiNoData()
  async acknowledge(
    @CurrentDevice() device: DeviceEntity,
    @Param('jobId', IdParamPipe) jobId: number,
  ): Promise<null> {
    await this.printJobs.acknowledge(device, jobId);
    return null;
  }
}
