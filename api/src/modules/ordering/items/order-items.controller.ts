import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Order } from '@bestellwerk/domain';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { UpdateOrderItemInput } from './update-order-item.input.js';
import { PositionParamPipe } from './position-param.pipe.js';
import { OrderItemUpdateService } from './order-item-update.service.js';
import { ApiData } from '../../../http/openapi/decorators.js';

/** Staff change what was ordered: one item at a time, addressed by its index. */
@ApiTags('orders')
@Controller('orders')
export class OrderItemsController {
  constructor(private readonly items: OrderItemUpdateService) {}

  @Put(':id/items/:index')
  @ApiOperation({
    summary: 'Menge, Einheit oder Optionen einer Position ändern (Summen werden neu berechnet)',
  })
  @ApiNotFoundResponse({ description: 'Bestellung oder Position nicht gefunden' })
  @ApiConflictResponse({
    description: 'Bestellung bereits abgeschlossen, abgelehnt oder storniert',
  })
  @ApiData('Order', { description: 'Die geänderte Bestellung' })
  update(
    @Param('id', IdParamPipe) id: number,
    @Param('index', PositionParamPipe) index: number,
    @Body() body: UpdateOrderItemInput,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.items.update(auth, id, index, body);
  }
}
