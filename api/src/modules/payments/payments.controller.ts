import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { PaymentsService } from './payments.service.js';
import { webhookReference } from './webhook-body.js';
import { ApiRedirect } from '../../http/openapi/decorators.js';

/**
 * The providers' side of online payments: where they send the browser back and where they post
 * their notifications. All public (providers have no staff session, so no CSRF token either).
 */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('return/:uid/:hash')
  @Public()
  @RawResponse()
  @ApiOperation({
    summary:
      'Rückkehr vom Zahlungsanbieter: prüft die Zahlung, leitet zur Statusseite oder zum Checkout-Fehler',
  })
  @ApiRedirect(303, 'Zur Statusseite der Bestellung oder zum Checkout-Fehler')
  async return(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const location = await this.payments.returnFromProvider(uid, hash);
    reply.header('cache-control', 'no-store').redirect(location, 303);
  }

  @Post('mollie/webhook')
  @Public()
  @HttpCode(200)
  @RawResponse()
  @ApiOperation({ summary: 'Mollie-Webhook (Formular id=tr_…): fragt Mollie nach dem Stand' })
  @ApiBody({ schema: { type: 'object', properties: { id: { type: 'string' } } } })
  @ApiOkResponse({ description: 'Leere Antwort, auch für unbekannte IDs.' })
  async mollieWebhook(@Body() body: unknown): Promise<string> {
    await this.payments.receiveWebhook('mollie', webhookReference(body, 'id'));
    return '';
  }

  @Post('datatrans/webhook')
  @Public()
  @HttpCode(200)
  @RawResponse()
  @ApiOperation({
    summary: 'Datatrans-Webhook (JSON mit transactionId): fragt Datatrans nach dem Stand',
  })
  @ApiBody({ schema: { type: 'object', properties: { transactionId: { type: 'string' } } } })
  @ApiOkResponse({ description: 'Leere Antwort, auch für unbekannte IDs.' })
  async datatransWebhook(@Body() body: unknown): Promise<string> {
    await this.payments.receiveWebhook('datatrans', webhookReference(body, 'transactionId'));
    return '';
  }
}
