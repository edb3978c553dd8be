import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { apiError, type Order, type OrderStatusAction } from '@bestellwerk/domain';
import { NotFoundError, ValidationFailedError } from '../../../common/errors/app-errors.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { createValidationPipe } from '../../../common/pipes/validation.pipe.js';
import { ConfirmOrderInput, RejectOrderInput } from './order-status.input.js';
import { OrderStatusService } from './order-status.service.js';
import { ApiData, ApiErrors } from '../../../http/openapi/decorators.js';

/** Actions whose body may only be left out or `{}`. */
const ACTIONS_WITHOUT_INPUT: readonly OrderStatusAction[] = ['in-delivery', 'completed', 'cancel'];

const bodyPipe = createValidationPipe();

/** Validates a body that may be left out entirely (no body counts as `{}`). */
function validBody<T>(metatype: new () => T, body: unknown): Promise<T> {
  return bodyPipe.transform(body ?? {}, { type: 'body', metatype }) as Promise<T>;
}

/**
 * Staff status actions on an order (`POST /api/orders/{id}/status/{action}`), for the staff of
 * the order's branch and admins. Answers the order as staff read it.
 */
@ApiTags('orders')
@Controller('orders')
export class OrderStatusController {
  constructor(private readonly status: OrderStatusService) {}

  @Post(':id/status/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bestellung bestätigen oder einen anderen Termin vorschlagen',
  })
  @ApiBody({ type: ConfirmOrderInput, required: false })
  @ApiData('Order', { description: 'Die geänderte Bestellung' })
  @ApiErrors(409)
  async confirm(
    @Param('id', IdParamPipe) id: number,
    @Body() body: unknown,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.status.change(auth, id, 'confirm', await validBody(ConfirmOrderInput, body));
  }

  @Post(':id/status/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bestellung ablehnen (mit optionaler Begründung)' })
  @ApiBody({ type: RejectOrderInput, required: false })
  @ApiData('Order', { description: 'Die geänderte Bestellung' })
  @ApiErrors(409)
  async reject(
    @Param('id', IdParamPipe) id: number,
    @Body() body: unknown,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.status.change(auth, id, 'reject', await validBody(RejectOrderInput, body));
  }

  @Post(':id/status/:action')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Bestellung unterwegs/abholbereit melden (in-delivery), abschließen (completed) oder stornieren (cancel)',
  })
  @ApiParam({ name: 'action', enum: ACTIONS_WITHOUT_INPUT })
  @ApiData('Order', { description: 'Die geänderte Bestellung' })
  @ApiErrors(409)
  async other(
    @Param('id', IdParamPipe) id: number,
    @Param('action') action: string,
    @Body() body: unknown,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    const known = ACTIONS_WITHOUT_INPUT.find((candidate) => candidate === action);
    if (!known) throw new NotFoundError('UNKNOWN_STATUS_ACTION');
    const isEmpty =
      body === undefined ||
      (typeof body === 'object' &&
        body !== null &&
        !Array.isArray(body) &&
        !Object.keys(body).length);
    if (!isEmpty) throw new ValidationFailedError([apiError('NO_INPUT_EXPECTED')]);
    return this.status.change(auth, id, known, {});
  }
}
