import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  parseMonth,
  type TimeSheetMonth,
  type WorkingTimeChange,
  type YearMonth,
} from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import {
  ApiData,
  ApiDataList,
  ApiErrors,
  ApiNoData,
  ApiRawAnswer,
} from '../../http/openapi/decorators.js';
import {
  ReopenMonthInput,
  TimeSheetChangesQuery,
  TimeSheetMonthQuery,
} from './dto/time-sheet.query.js';
import { timeSheetCsv } from './time-sheet-csv.js';
import { renderTimeSheetPdf } from './time-sheet-pdf.js';
import { TimeSheetService, type TimeSheetFilter } from './time-sheet.service.js';

/** A file name part of letters, digits and dashes ("Anna Müller" → "anna-m-ller"). */
const fileNamePart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Sends a download that no cache keeps. */
function download(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  reply
    .status(200)
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

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

  @Get('month.csv')
  @RawResponse()
  @ApiOperation({
    summary:
      'Monat als CSV für die Lohnverrechnung: je Mitarbeiter/in und Tag eine Zeile (Semikolon, UTF-8 mit BOM, Dezimalkomma)',
  })
  @ApiRawAnswer(['text/csv'], { description: 'Die CSV-Datei' })
  async csv(
    @Query() query: TimeSheetMonthQuery,
    @Auth() auth: AuthContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const month = await this.sheets.month(auth, monthParam(query.month), monthFilter(query));
    download(
      reply,
      'text/csv; charset=utf-8',
      `zeiterfassung-${month.month}.csv`,
      timeSheetCsv(month),
    );
  }

  @Get('month.pdf')
  @RawResponse()
  @ApiOperation({
    summary:
      'Stundenzettel zum Unterschreiben als PDF (A4, eine Seite je Mitarbeiter/in; mit user nur diese/r)',
  })
  @ApiRawAnswer(['application/pdf'], { description: 'Das PDF', binary: true })
  async pdf(
    @Query() query: TimeSheetMonthQuery,
    @Auth() auth: AuthContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const month = await this.sheets.month(auth, monthParam(query.month), monthFilter(query));
    const pdf = await renderTimeSheetPdf(month, await this.sheets.companyName());
    const who = month.employees.length === 1 ? `-${fileNamePart(month.employees[0].name)}` : '';
    download(reply, 'application/pdf', `stundenzettel-${month.month}${who}.pdf`, Buffer.from(pdf));
  }

  @Get('changes')
  @ApiOperation({
    summary:
      'Änderungsprotokoll eines Monats: Arbeitszeiten, Schichten, Abwesenheiten, Urlaubskonten, Zeiterfassungs-Link/PIN, Monatsabschluss (Mitarbeitende: nur die eigenen Einträge)',
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
