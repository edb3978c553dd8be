import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  parseMonth,
  type TimeSheetMonth,
  type WorkingTimeChange,
  type YearMonth,
} from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { ApiData, ApiDataList, ApiErrors, ApiNoData } from '../../http/openapi/decorators.js';
import {
  ReopenMonthInput,
  TimeSheetChangesQuery,
  TimeSheetMonthQuery,
} from './dto/time-sheet.query.js';
import { TimeSheetService, type TimeSheetFilter } from './time-sheet.service.js';

/** `YYYY-MM` of a path, or a German 400 at `month`. */
export function monthParam(text: string): YearMonth {
  const month = parseMonth(text);
  if (!month)
    throw ValidationFailedError.field(
      'month',
      'Das Feld „Monat“ muss ein Monat im Format JJJJ-MM sein.',
    );
  return month;
}

/** The filters of a month query as numbers. */
export function monthFilter(query: TimeSheetMonthQuery): TimeSheetFilter {
  return {
    branch: query.branch ? Number(query.branch) : undefined,
    user: query.user ? Number(query.user) : undefined,
  };
}

/**
 * The monthly time sheets: admins see and close every employee's month, other staff read
 * their own.
 */
@ApiTags('time-sheets')
@Controller('time-sheets')
export class TimeSheetMonthController {
  constructor(private readonly sheets: TimeSheetService) {}

  @Get('month')
  @ApiOperation({
    summary:
      'Monatsübersicht je Mitarbeiter/in: Tage mit Plan, Beginn, Ende, Pausen, Netto, Überstunden, Abwesenheit und Hinweisen (Mitarbeitende: nur die eigene)',
  })
  @ApiData('TimeSheetMonth')
  month(@Query() query: TimeSheetMonthQuery, @Auth() auth: AuthContext): Promise<TimeSheetMonth> {
    return this.sheets.month(auth, monthParam(query.month), monthFilter(query));
  }

  @Get('changes')
  @ApiOperation({
    summary: 'Änderungsprotokoll eines Monats (Mitarbeitende: nur die eigenen Einträge)',
  })
  @ApiDataList('WorkingTimeChange')
  changes(
    @Query() query: TimeSheetChangesQuery,
    @Auth() auth: AuthContext,
  ): Promise<WorkingTimeChange[]> {
    return this.sheets.changes(
      auth,
      monthParam(query.month),
      query.user ? Number(query.user) : undefined,
    );
  }

  @Post('months/:month/close')
  @AdminOnly()
  @HttpCode(200)
  @ApiParam({ name: 'month', example: '2026-11', description: 'Monat (JJJJ-MM)' })
  @ApiOperation({
    summary:
      'Monat abschließen: danach sind Aktivitäten, Dienstplan und Abwesenheiten des Monats schreibgeschützt (409, solange er nicht vorbei ist oder noch Aktivitäten laufen)',
  })
  @ApiData('TimeSheetMonth')
  @ApiErrors(409)
  async close(@Param('month') month: string, @Auth() auth: AuthContext): Promise<TimeSheetMonth> {
    const parsed = monthParam(month);
    await this.sheets.close(auth, parsed);
    return this.sheets.month(auth, parsed, {});
  }

  @Delete('months/:month/close')
  @AdminOnly()
  @HttpCode(200)
  @ApiParam({ name: 'month', example: '2026-11', description: 'Monat (JJJJ-MM)' })
  @ApiOperation({ summary: 'Abgeschlossenen Monat mit Begründung wieder öffnen' })
  @ApiNoData()
  @ApiErrors(409)
  async reopen(
    @Param('month') month: string,
    @Body() input: ReopenMonthInput,
    @Auth() auth: AuthContext,
  ): Promise<null> {
    await this.sheets.reopen(auth, monthParam(month), input.reason);
    return null;
  }
}
