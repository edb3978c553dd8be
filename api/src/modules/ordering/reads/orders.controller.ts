import { Controller, Get, Param, Query, Res, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERSONAL_DATA_CACHE_CONTROL } from '../../../http/cache-control.js';
import type { Order, PublicOrder } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/decorators/access.decorators.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { OrderListQuery } from './order-list.query.js';
import { OrderQueryService } from './order-query.service.js';
import { ApiData, ApiDataList } from '../../../http/openapi/decorators.js';

/** Order reads: the staff list and detail (branch-limited for employees), the public status. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrderQueryService) {}

  @Get()
  @ApiOperation({ summary: 'Bestellungen auflisten (Mitarbeitende: nur ihrer Filialen)' })
  @ApiDataList('Order', {
    description: 'Neueste zuerst; die Gesamtzahl steht im Header X-Total-Count.',
  })
  async list(
    @Query() query: OrderListQuery,
    @Auth() auth: AuthContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Order[]> {
    const { items, total } = await this.orders.list(auth, query);
    reply.header('x-total-count', String(total));
    return items;
  }

  @Get('public/:uid/:hash')
  @Header('cache-control', PERSONAL_DATA_CACHE_CONTROL)
  @Public()
  @ApiOperation({ summary: 'Bestellstatus für die Kundin (per uid und hash)' })
  @ApiData('PublicOrder')
  getPublic(@Param('uid') uid: string, @Param('hash') hash: string): Promise<PublicOrder> {
    return this.orders.getPublic(uid, hash);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Bestellung lesen' })
  @ApiData('Order')
  get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<Order> {
    return this.orders.get(auth, id);
  }
}
