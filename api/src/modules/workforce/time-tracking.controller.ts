import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type {
  HolidayBalance,
  TimeTrackingMe,
  WorkingActivity,
  WorkingSchedule,
} from '@bestellwerk/domain';
import { Public } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { PunchStartInput } from './dto/punch-start.input.js';
import { HolidayBalanceQuery } from './dto/workforce-list.query.js';
import { HolidayBalanceService } from './holiday-balance.service.js';
import { TimeClockService } from './time-clock.service.js';
import { TimeTrackingService } from './time-tracking.service.js';
import { ApiData, ApiDataList, ApiErrors } from '../../http/openapi/decorators.js';

/**
 * The self-service time-tracking page: public routes authenticated by the user's link
 * (/time-tracking/{username}/{token}); a wrong link answers 401.
 */
@ApiTags('time-tracking')
@ApiParam({
  name: 'token',
  description: 'Geheimer Token aus dem persönlichen Link (statt einer Sitzung)',
})
@ApiErrors(401)
@Controller('time-tracking/:username/:token')
export class TimeTrackingController {
  constructor(
    private readonly timeTracking: TimeTrackingService,
    private readonly clock: TimeClockService,
    private readonly balances: HolidayBalanceService,
  ) {}

  @Get('me')
  @Public()
  @ApiOperation({ summary: 'Benutzer des Links und seine laufende oder pausierte Aktivität' })
  @ApiData('TimeTrackingMe')
  me(@Param('username') username: string, @Param('token') token: string): Promise<TimeTrackingMe> {
    return this.timeTracking.me(username, token);
  }

  @Get('working-schedules')
  @Public()
  @ApiOperation({ summary: 'Arbeitsplanung des Benutzers ab heute' })
  @ApiDataList('WorkingSchedule')
  schedules(
    @Param('username') username: string,
    @Param('token') token: string,
  ): Promise<WorkingSchedule[]> {
    return this.timeTracking.schedules(username, token);
  }

  @Get('working-activities')
  @Public()
  @ApiOperation({ summary: 'Aktivitäten des Benutzers der letzten 30 Tage' })
  @ApiDataList('WorkingActivity')
  activities(
    @Param('username') username: string,
    @Param('token') token: string,
  ): Promise<WorkingActivity[]> {
    return this.timeTracking.recentActivities(username, token);
  }

  @Get('holiday-balances')
  @Public()
  @ApiOperation({ summary: 'Urlaubskonten des Benutzers (dieses und letztes Jahr)' })
  @ApiDataList('HolidayBalance')
  async holidayBalances(
    @Param('username') username: string,
    @Param('token') token: string,
  ): Promise<HolidayBalance[]> {
    const user = await this.timeTracking.userOfLink(username, token);
    const year = this.balances.thisYear();
    return this.balances.ofUser(user.id, [year, year - 1]);
  }

  @Post('working-activities/start')
  @Public()
  @ApiOperation({ summary: 'Arbeit beginnen (Zeit der Serveruhr); 409, wenn schon eine läuft' })
  @ApiData('WorkingActivity', { status: 201 })
  @ApiErrors(409)
  async start(
    @Param('username') username: string,
    @Param('token') token: string,
    @Body() input: PunchStartInput,
  ): Promise<WorkingActivity> {
    return this.clock.start(await this.timeTracking.userOfLink(username, token), input);
  }

  @Post('working-activities/pause')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause beginnen; 409, wenn keine Arbeit läuft' })
  @ApiData('WorkingActivity')
  @ApiErrors(409)
  async pause(
    @Param('username') username: string,
    @Param('token') token: string,
  ): Promise<WorkingActivity> {
    return this.clock.change(await this.timeTracking.userOfLink(username, token), 'pause');
  }

  @Post('working-activities/resume')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Nach der Pause weiterarbeiten; 409 ohne laufende Pause' })
  @ApiData('WorkingActivity')
  @ApiErrors(409)
  async resume(
    @Param('username') username: string,
    @Param('token') token: string,
  ): Promise<WorkingActivity> {
    return this.clock.change(await this.timeTracking.userOfLink(username, token), 'resume');
  }

  @Post('working-activities/end')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Arbeit beenden (eine offene Pause endet mit); 409 ohne offene Arbeit' })
  @ApiData('WorkingActivity')
  @ApiErrors(409)
  async end(
    @Param('username') username: string,
    @Param('token') token: string,
  ): Promise<WorkingActivity> {
    return this.clock.change(await this.timeTracking.userOfLink(username, token), 'end');
  }
}

/** Holiday accounts: staff read their own, admins everyone's. */
@ApiTags('time-sheets')
@Controller('time-sheets')
export class TimeSheetsController {
  constructor(private readonly balances: HolidayBalanceService) {}

  @Get('holiday-balances')
  @ApiOperation({ summary: 'Urlaubskonten (Mitarbeitende: nur das eigene)' })
  @ApiDataList('HolidayBalance')
  holidayBalances(
    @Query() query: HolidayBalanceQuery,
    @Auth() auth: AuthContext,
  ): Promise<HolidayBalance[]> {
    return this.balances.list(auth, { year: query.year ? Number(query.year) : undefined });
  }
}
