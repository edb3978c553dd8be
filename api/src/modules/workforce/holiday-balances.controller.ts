import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HolidayBalance } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { ApiData, ApiDataList, ApiNoData } from '../../http/openapi/decorators.js';
import { HolidayBalanceInput, HolidayBalanceUpdateInput } from './dto/holiday-balance.input.js';
import { HolidayBalanceListQuery } from './dto/workforce-list.query.js';
import { HolidayBalanceService } from './holiday-balance.service.js';

/**
 * Holiday accounts (Urlaubskonten): staff read their own, admins everyone's and keep the
 * entitlement and carry-over per employee and year. Days taken and planned are counted from
 * the absences and cannot be written.
 */
@ApiTags('holiday-balances')
@Controller('holiday-balances')
export class HolidayBalancesController {
  constructor(private readonly balances: HolidayBalanceService) {}

  @Get()
  @ApiOperation({ summary: 'Urlaubskonten auflisten (Mitarbeitende: nur das eigene)' })
  @ApiDataList('HolidayBalance')
  list(
    @Query() query: HolidayBalanceListQuery,
    @Auth() auth: AuthContext,
  ): Promise<HolidayBalance[]> {
    return this.balances.list(auth, {
      year: query.year ? Number(query.year) : undefined,
      user: query.user ? Number(query.user) : undefined,
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'Urlaubskonto lesen' })
  @ApiData('HolidayBalance')
  get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<HolidayBalance> {
    return this.balances.get(id, auth);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Urlaubskonto anlegen (eines je Benutzer und Jahr)' })
  @ApiBody({ type: HolidayBalanceInput })
  @ApiData('HolidayBalance', { status: 201 })
  create(@Body() input: HolidayBalanceInput, @Auth() auth: AuthContext): Promise<HolidayBalance> {
    return this.balances.create(input, auth);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Urlaubsanspruch oder Übertrag ändern' })
  @ApiBody({ type: HolidayBalanceUpdateInput })
  @ApiData('HolidayBalance')
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() input: HolidayBalanceUpdateInput,
    @Auth() auth: AuthContext,
  ): Promise<HolidayBalance> {
    return this.balances.update(id, input, auth);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Urlaubskonto löschen (die Abwesenheiten bleiben)' })
  @ApiNoData()
  async remove(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<null> {
    await this.balances.remove(id, auth);
    return null;
  }
}
