import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Order } from '@bestellwerk/domain';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { StaffOrderInput } from './staff-order.input.js';
import { parseIdempotencyKey, requestHash } from './idempotency.js';
import { StaffOrderService } from './staff-order.service.js';
import { ApiData, ApiErrors } from '../../../http/openapi/decorators.js';

/** Phone orders entered by staff (`POST /api/orders/staff`). */
@ApiTags('orders')
@Controller('orders')
export class StaffOrderController {
  constructor(private readonly staffOrders: StaffOrderService) {}

  /**
   * 201 with the staff Order; 400 with a German message per field (as the checkout, and
   * 'Telefonbestellungen werden vor Ort bezahlt.' for online methods); 403 for a branch the
   * employee does not work for; 422 for a reused Idempotency-Key with another body.
   */
  @Post('staff')
  @HttpCode(201)
  @ApiOperation({ summary: 'Telefonbestellung aufnehmen (Preise rechnet der Server)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiForbiddenResponse({ description: 'Filiale, für die die Mitarbeiterin nicht arbeitet' })
  @ApiData('Order', { status: 201, description: 'Die Bestellung mit isEnteredByStaff = true' })
  @ApiErrors(409, 422)
  create(
    @Body() body: StaffOrderInput,
    @Headers('idempotency-key') key: string | undefined,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.staffOrders.place(
      auth,
      body,
      parseIdempotencyKey(key),
      requestHash({ staffOrder: body }),
    );
  }
}
