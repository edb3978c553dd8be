import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeviceLog } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { DeviceAccessService } from './device-access.service.js';
import { DeviceCommandsService } from './device-commands.service.js';
import { DeviceLogsService } from './device-logs.service.js';
import { DeviceSecretService } from './device-secret.service.js';
import { PrintJobsService } from './print-jobs.service.js';
import { ApiData, ApiDataList, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';

/**
 * What staff ask of a device: a test notification, a test page, its logs. Employees only for
 * devices of their branches; a new secret only admins.
 */
@ApiTags('devices')
@Controller('devices')
export class DeviceActionsController {
  constructor(
    private readonly access: DeviceAccessService,
    private readonly commands: DeviceCommandsService,
    private readonly printJobs: PrintJobsService,
    private readonly logs: DeviceLogsService,
    private readonly secrets: DeviceSecretService,
  ) {}

  @Post(':id/test/notification')
  @HttpCode(202)
  @ApiOperation({ summary: 'Testbenachrichtigung an das Gerät senden' })
  @ApiNoData({ status: 202, description: 'Das Gerät holt den Auftrag beim nächsten Abruf ab.' })
  @ApiErrors(409)
  async testNotification(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext) {
    await this.logs.runTest(auth, id, 'notification', async () =>
      this.commands.queue(await this.access.enabledForStaff(auth, id), 'test-notification'),
    );
    return null;
  }

  @Post(':id/test/print')
  @HttpCode(202)
  @ApiOperation({ summary: 'Testseite auf dem Bondrucker drucken' })
  @ApiNoData({ status: 202, description: 'Der Drucker holt die Testseite beim nächsten Abruf ab.' })
  @ApiErrors(409)
  async testPrint(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext) {
    await this.logs.runTest(auth, id, 'print', async () =>
      this.printJobs.queueTestPage(await this.access.enabledForStaff(auth, id)),
    );
    return null;
  }

  @Post(':id/request-device-logs')
  @HttpCode(202)
  @ApiOperation({ summary: 'Protokoll vom Gerät anfordern' })
  @ApiNoData({
    status: 202,
    description: 'Das Gerät sendet sein Protokoll nach dem nächsten Abruf.',
  })
  @ApiErrors(409)
  async requestLogs(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext) {
    await this.logs.runTest(auth, id, 'logs', async () =>
      this.commands.queue(await this.access.enabledForStaff(auth, id), 'request-logs'),
    );
    return null;
  }

  @Get(':id/logs')
  @ApiOperation({ summary: 'Protokolle des Geräts, neueste zuerst' })
  @ApiDataList('DeviceLog')
  async listLogs(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
  ): Promise<DeviceLog[]> {
    return this.logs.list(await this.access.forStaff(auth, id));
  }

  @Post(':id/secret')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      'Neuen Geräteschlüssel erzeugen (nur dieses eine Mal sichtbar; der alte gilt nicht mehr)',
  })
  @ApiData('DeviceSecret')
  async renewSecret(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
  ): Promise<{ secret: string }> {
    return { secret: await this.secrets.renew(await this.access.forStaff(auth, id)) };
  }
}
