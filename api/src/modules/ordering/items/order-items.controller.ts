import { Body, Controller, Injectable, Param, Put, type PipeTransform } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Order } from '@bestellwerk/domain';
import { ValidationFailedError } from '../../../common/errors/app-errors.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { UpdateOrderItemBody } from './update-order-item.input.js';
import { ORDER_ITEM_MESSAGES, OrderItemUpdateService } from './order-item-update.service.js';

/** An item's position in the path: a whole number from 0; anything else is a German 400. */
@Injectable()
export class PositionParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,4}$/.test(value))
      throw ValidationFailedError.field('index', ORDER_ITEM_MESSAGES.badIndex);
    return Number(value);
  }
}

/** Staff change what was ordered: one item at a time, addressed by its index. */
@ApiTags('orders')
@Controller('orders')
export class OrderItemsController {
  constructor(private readonly items: OrderItemUpdateService) {}

  @Put(':id/items/:index')
  @ApiOperation({
    summary: 'Menge, Einheit oder Optionen einer Position ändern (Summen werden neu berechnet)',
  })
  @ApiOkResponse({ description: 'Die geänderte Bestellung' })
  @ApiNotFoundResponse({ description: 'Bestellung oder Position nicht gefunden' })
  @ApiConflictResponse({
    description: 'Bestellung bereits abgeschlossen, abgelehnt oder storniert',
  })
  update(
    @Param('id', IdParamPipe) id: number,
    @Param('index', PositionParamPipe) index: number,
    @Body() body: UpdateOrderItemBody,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.items.update(auth, id, index, body);
  }
}
