import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERSONAL_DATA_CACHE_CONTROL } from '../../../http/cache-control.js';
import type { Order } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonBytes, sendNotModified } from '../../../common/cache/prepared-response.js';
import { Public } from '../../../common/decorators/access.decorators.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { OrderListQuery } from './order-list.query.js';
import { OrderQueryService } from './order-query.service.js';
import { PublicOrderStatusService } from '../public-status/public-order-status.service.js';
import { ApiData, ApiDataList, ApiDataOf } from '../../../http/openapi/decorators.js';

/** Order reads: the staff list and detail (branch-limited for employees), the public status. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrderQueryService,
    private readonly status: PublicOrderStatusService,
  ) {}

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
  @Public()
  @ApiOperation({ summary: 'Bestellstatus für die Kundin (per uid und hash)' })
  // Sent as JSON bytes (no return value to check): the untyped form of ApiData.
  @ApiDataOf('PublicOrder', {})
  async getPublic(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.status.answer(uid, hash, request.headers['if-none-match']);
    // The answer does not depend on a cookie.
    const options = { cacheControl: PERSONAL_DATA_CACHE_CONTROL, vary: 'accept-encoding' };
    if (answer.notModified) void sendNotModified(reply, `W/"${answer.answerHash}"`, options);
    else void sendJsonBytes(reply, answer.identity, answer.answerHash, options);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Bestellung lesen' })
  @ApiData('Order')
  get(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<Order> {
    return this.orders.get(auth, id);
  }
}
