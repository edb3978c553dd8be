import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TimeTrackingLink } from '@bestellwerk/domain';
import { AdminOnly } from '../../../common/decorators/access.decorators.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { ApiData, ApiErrors, ApiNoData } from '../../../http/openapi/decorators.js';
import { KioskPinInput } from '../dto/kiosk-pin.input.js';
import { TimeTrackingAccessService } from './time-tracking-access.service.js';

/** An employee's personal time-tracking link and tablet PIN, managed by admins. */
@ApiTags('users')
@ApiErrors(404)
@Controller('users/:id')
export class TimeTrackingAccessController {
  constructor(private readonly access: TimeTrackingAccessService) {}

  @Post('time-tracking-link')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      'Neuen Zeiterfassungs-Link erzeugen (nur jetzt sichtbar, mit QR-Code; der alte gilt nicht mehr)',
  })
  @ApiData('TimeTrackingLink')
  renewLink(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
  ): Promise<TimeTrackingLink> {
    return this.access.renewLink(id, auth.userId);
  }

  @Put('time-tracking-pin')
  @AdminOnly()
  @ApiOperation({ summary: 'PIN für die Zeiterfassung am Tablet setzen (4–6 Ziffern)' })
  @ApiNoData()
  @ApiErrors(400)
  async setPin(
    @Param('id', IdParamPipe) id: number,
    @Body() input: KioskPinInput,
    @Auth() auth: AuthContext,
  ): Promise<null> {
    await this.access.setPin(id, input.pin, auth.userId);
    return null;
  }

  @Delete('time-tracking-pin')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'PIN für die Zeiterfassung am Tablet entfernen' })
  @ApiNoData()
  async removePin(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<null> {
    await this.access.removePin(id, auth.userId);
    return null;
  }
}
