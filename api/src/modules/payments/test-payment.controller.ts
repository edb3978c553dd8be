import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { PaymentsService } from './payments.service.js';
import { renderTestPaymentPage } from './test-payment.page.js';
import type { TestPaymentDecision } from './providers/test-payment.provider.js';
import { ApiRawAnswer, ApiRedirect } from '../../http/openapi/decorators.js';

/** The page's own rules: no scripts, no framing, nothing loaded from elsewhere. */
const PAGE_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The built-in Testzahlung provider's page (zero-setup demo): a plain HTML page with two forms.
 * Public: the unguessable reference in the URL is the customer's only key.
 */
@ApiTags('payments')
@Controller('payments/test')
export class TestPaymentController {
  constructor(private readonly payments: PaymentsService) {}

  @Get(':reference')
  @Public()
  @RawResponse()
  @ApiOperation({
    summary: 'Testzahlung: Seite mit „Jetzt bezahlen“ und „Zahlung fehlschlagen lassen“',
  })
  @ApiRawAnswer(['text/html'], {})
  async page(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    const html = renderTestPaymentPage(await this.payments.testPaymentPage(reference));
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_SECURITY_POLICY)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  }

  @Post(':reference/pay')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'Testzahlung bezahlen; 303 zur Rückkehr-URL' })
  @ApiRedirect(303, 'Zur Rückkehr-URL des Zahlungsanbieters')
  pay(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    return this.decide(reference, 'paid', reply);
  }

  @Post(':reference/fail')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'Testzahlung fehlschlagen lassen; 303 zur Rückkehr-URL' })
  @ApiRedirect(303, 'Zur Rückkehr-URL des Zahlungsanbieters')
  fail(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    return this.decide(reference, 'failed', reply);
  }

  private async decide(
    reference: string,
    decision: TestPaymentDecision,
    reply: FastifyReply,
  ): Promise<void> {
    const location = await this.payments.decideTestPayment(reference, decision);
    reply.header('cache-control', 'no-store').redirect(location, 303);
  }
}
