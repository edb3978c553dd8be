import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { ApiRequest, AuthContext } from '../../../common/http/auth-context.js';
import { OrderStreamService } from './order-stream.service.js';
import { ApiRawAnswer } from '../../../http/openapi/decorators.js';

/** The order board's live feed as server-sent events, for staff. */
@ApiTags('orders')
@Controller('orders')
export class OrderEventsController {
  constructor(private readonly stream: OrderStreamService) {}

  @Get('events')
  @ApiOperation({
    summary: 'Bestellereignisse als Server-Sent Events (nur Filialen der Mitarbeitenden)',
  })
  @ApiRawAnswer(['text/event-stream'], {
    description:
      'Je Änderung `event: order` mit `data: OrderBoardEvent` (JSON); alle 25 s die Kommentarzeile `: ping`.',
  })
  events(@Req() request: ApiRequest, @Res() reply: FastifyReply, @Auth() auth: AuthContext): void {
    this.stream.open(request, reply, auth);
  }
}
