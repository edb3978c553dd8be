import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicOrder } from '@bestellwerk/domain';
import { Public } from '../../../common/decorators/access.decorators.js';
import { CreateOrderInput } from './create-order.input.js';
import { parseIdempotencyKey, requestHash } from './idempotency.js';
import { OrderPlacementService } from './order-placement.service.js';
import { ApiData, ApiErrors } from '../../../http/openapi/decorators.js';

/** The checkout's order creation (storefront.md §7 "Create order"): public. */
@ApiTags('orders')
@Controller('orders')
export class OrderPlacementController {
  constructor(private readonly placement: OrderPlacementService) {}

  /**
   * 201 with the public order (and `paymentRedirectUrl` for online payment); 400 with a German
   * message per field; 422 for a reused Idempotency-Key with another body; 502 when the online
   * payment could not be started.
   */
  @Post()
  @Public()
  @HttpCode(201)
  @ApiOperation({ summary: 'Bestellung aufgeben (Preise rechnet der Server)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiData('PublicOrder', { status: 201 })
  @ApiErrors(409, 422, 502)
  create(
    @Body() body: CreateOrderInput,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<PublicOrder> {
    return this.placement.place(body, parseIdempotencyKey(key), requestHash(body));
  }
}
