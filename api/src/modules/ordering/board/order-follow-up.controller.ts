import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Order } from '@bestellwerk/domain';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { OrderNoticesService } from '../notifications/order-notices.service.js';
import { OrderPaymentCheckService } from '../online-payment/order-payment-check.service.js';
import { ApiData, ApiErrors, ApiNoData } from '../../../http/openapi/decorators.js';

/** Follow-ups staff start on an order: check the payment again, resend the branch's notice. */
@ApiTags('orders')
@Controller('orders')
export class OrderFollowUpController {
  constructor(
    private readonly payments: OrderPaymentCheckService,
    private readonly notices: OrderNoticesService,
  ) {}

  @Post(':id/update-payment-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Zahlungsstatus beim Zahlungsanbieter neu abfragen' })
  @ApiBadGatewayResponse({ description: 'Zahlungsanbieter nicht erreichbar' })
  @ApiData('Order', { description: 'Die Bestellung mit dem aktuellen Zahlungsstatus' })
  @ApiErrors(409)
  updatePaymentStatus(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.payments.check(auth, id);
  }

  @Post(':id/resend-new-order-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Neue-Bestellung-E-Mail erneut an die Filiale senden' })
  @ApiBadGatewayResponse({ description: 'Die Bestätigung konnte nicht gesendet werden.' })
  @ApiNoData({ description: 'Sobald die E-Mail versendet ist' })
  @ApiErrors(409)
  async resendEmail(
    @Param('id', IdParamPipe) id: number,
    @Auth() auth: AuthContext,
  ): Promise<null> {
    await this.notices.resendEmail(auth, id);
    return null;
  }

  @Post(':id/resend-new-order-sms')
  @HttpCode(200)
  @ApiOperation({ summary: 'Neue-Bestellung-SMS an die Telefonnummer der Filiale senden' })
  @ApiBadGatewayResponse({ description: 'Die Bestätigung konnte nicht gesendet werden.' })
  @ApiNoData({ description: 'Sobald die SMS übergeben ist' })
  @ApiErrors(409)
  async resendSms(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<null> {
    await this.notices.resendSms(auth, id);
    return null;
  }
}
