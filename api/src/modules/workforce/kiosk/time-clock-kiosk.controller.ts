import { Body, Controller, Get, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { KIOSK_ACTIONS, type KioskDay, type KioskEmployee } from '@bestellwerk/domain';
import { Public } from '../../../common/decorators/access.decorators.js';
import { ApiData, ApiDataList, ApiErrors } from '../../../http/openapi/decorators.js';
import { RetryAfterInterceptor } from '../../auth/retry-after.interceptor.js';
import { KioskPunchInput } from '../dto/kiosk-pin.input.js';
import { TimeClockKioskService } from './time-clock-kiosk.service.js';

/**
 * The shop tablet's time clock: public routes opened by the branch's counter key in the path
 * (like the order board's counter views); each punch needs the employee's PIN.
 */
@ApiTags('time-tracking')
@ApiParam({ name: 'apiKey', description: 'Zugangsschlüssel der Filiale (wie die Theken-Ansicht)' })
@ApiErrors(401)
@Controller('time-clock-kiosk/:branchId/:apiKey/employees')
export class TimeClockKioskController {
  constructor(private readonly kiosk: TimeClockKioskService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Mitarbeitende der Filiale mit PIN: Vorname, Initial, ob sie gerade arbeiten',
  })
  @ApiDataList('KioskEmployee')
  employees(
    @Param('branchId') branchId: string,
    @Param('apiKey') apiKey: string,
  ): Promise<KioskEmployee[]> {
    return this.kiosk.employees(branchId, apiKey);
  }

  @Post(':userId/:action')
  @Public()
  @HttpCode(200)
  @UseInterceptors(RetryAfterInterceptor)
  @ApiParam({ name: 'action', enum: KIOSK_ACTIONS })
  @ApiOperation({
    summary:
      'Mit PIN stempeln (start, pause, resume, end) oder nur den Tag ansehen (day); Antwort: der eigene Tag',
  })
  @ApiData('KioskDay')
  @ApiErrors(400, 404, 409, 429)
  punch(
    @Param('branchId') branchId: string,
    @Param('apiKey') apiKey: string,
    @Param('userId') userId: string,
    @Param('action') action: string,
    @Body() input: KioskPunchInput,
  ): Promise<KioskDay> {
    return this.kiosk.punch(branchId, apiKey, userId, action, input.pin);
  }
}
