import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { PrintOrderAnswer } from '@bestellwerk/domain';
import { Auth } from '../../common/decorators/auth.decorator.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { PrintJobsService } from './print-jobs.service.js';
import { RECEIPT_PAGE_SECURITY_POLICY, renderReceiptPage } from './receipts/receipt-page.js';
import { ReceiptLinesService } from './receipts/receipt-lines.service.js';
import { ApiData, ApiErrors, ApiRawAnswer } from '../../http/openapi/decorators.js';

/** An order's receipt for staff: as a printable page, or sent to the branch's printers. */
@ApiTags('orders')
@Controller('orders')
export class OrderReceiptController {
  constructor(
    private readonly receipts: ReceiptLinesService,
    private readonly printJobs: PrintJobsService,
  ) {}

  @Get(':id/receipt')
  @RawResponse()
  @ApiOperation({ summary: 'Bon als druckbare HTML-Seite (80 mm)' })
  @ApiRawAnswer(['text/html'], {})
  async page(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { order, lines } = await this.receipts.forStaff(auth, id);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', RECEIPT_PAGE_SECURITY_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('referrer-policy', 'no-referrer')
      // A Buffer, not a string: the API's ETag hook would turn no-store into no-cache.
      .send(
        Buffer.from(
          renderReceiptPage(`Bon – Bestellung Nr. ${order.ticketNumber}`, lines, order.uploads),
        ),
      );
  }

  @Post(':id/print')
  @HttpCode(202)
  @ApiOperation({ summary: 'Bon an alle Bondrucker der Filiale der Bestellung senden' })
  @ApiData('PrintOrderAnswer', {
    status: 202,
    description:
      '{ jobs, online }: so viele Druckaufträge wurden angelegt, so viele der Drucker sind online (online 0: der Bon wartet in der Warteschlange)',
  })
  @ApiErrors(409)
  print(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
  ): Promise<PrintOrderAnswer> {
    return this.printJobs.printOrder(auth, id);
  }
}
