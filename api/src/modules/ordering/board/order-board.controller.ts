import { Controller, Get, Param, Query, Header } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PERSONAL_DATA_CACHE_CONTROL } from '../../../http/cache-control.js';
import type { Order } from '@bestellwerk/domain';
import { Public } from '../../../common/decorators/access.decorators.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { OrderBoardQuery } from './order-board.query.js';
import { OrderBoardService } from './order-board.service.js';
import { ApiDataList } from '../../../http/openapi/decorators.js';

const branchOf = (query: OrderBoardQuery) => (query.branch ? Number(query.branch) : undefined);

/**
 * The order board's lists by due time: for staff (`current`, `missed`, limited to their
 * branches) and for a branch's counter tablet without login (`frontdesk`, `backoffice`, by
 * the branch's API key in the path).
 */
@ApiTags('orders')
@Controller('orders')
export class OrderBoardController {
  constructor(private readonly board: OrderBoardService) {}

  @Get('current')
  @ApiOperation({ summary: 'Offene Bestellungen (unbestätigt, bestätigt, unterwegs), nach Termin' })
  @ApiDataList('Order', {
    description: 'Früheste zuerst; Termin = bestätigt, sonst gewünscht, sonst Eingang',
  })
  current(@Query() query: OrderBoardQuery, @Auth() auth: AuthContext): Promise<Order[]> {
    return this.board.current(auth, branchOf(query));
  }

  @Get('missed')
  @ApiOperation({ summary: 'Unbestätigte Bestellungen, deren Termin verstrichen ist' })
  @ApiDataList('Order')
  missed(@Query() query: OrderBoardQuery, @Auth() auth: AuthContext): Promise<Order[]> {
    return this.board.missed(auth, branchOf(query));
  }

  @Get('frontdesk/:branchId/:apiKey')
  @Header('cache-control', PERSONAL_DATA_CACHE_CONTROL)
  @Public()
  @ApiOperation({ summary: 'Theke: bestätigte offene Bestellungen der Filiale (API-Schlüssel)' })
  @ApiUnauthorizedResponse({ description: 'Der Zugangsschlüssel ist ungültig.' })
  @ApiDataList('Order')
  frontdesk(
    @Param('branchId') branchId: string,
    @Param('apiKey') apiKey: string,
  ): Promise<Order[]> {
    return this.board.forCounter(branchId, apiKey, 'frontdesk');
  }

  @Get('backoffice/:branchId/:apiKey')
  @Header('cache-control', PERSONAL_DATA_CACHE_CONTROL)
  @Public()
  @ApiOperation({ summary: 'Backoffice: alle offenen Bestellungen der Filiale (API-Schlüssel)' })
  @ApiUnauthorizedResponse({ description: 'Der Zugangsschlüssel ist ungültig.' })
  @ApiDataList('Order')
  backoffice(
    @Param('branchId') branchId: string,
    @Param('apiKey') apiKey: string,
  ): Promise<Order[]> {
    return this.board.forCounter(branchId, apiKey, 'backoffice');
  }
}
