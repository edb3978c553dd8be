import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Order } from '@bestellwerk/domain';
import { AdminOnly } from '../../../common/decorators/access.decorators.js';
import { Auth } from '../../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe.js';
import { ApiData, ApiErrors, ApiNoData } from '../../../http/openapi/decorators.js';
import { OrderEditService } from './order-edit.service.js';
import { OrderErasureService } from './order-erasure.service.js';
import { UpdateOrderInput } from './update-order.input.js';

/** Staff change a whole order; admins delete one (its personal data is erased). */
@ApiTags('orders')
@Controller('orders')
export class OrderEditingController {
  constructor(
    private readonly edits: OrderEditService,
    private readonly erasure: OrderErasureService,
  ) {}

  /**
   * 200 with the changed order; 400 with the checkout's German message per field; 404 for an
   * order of another branch; 409 for a closed order or a new total of an order paid online.
   */
  @Put(':id')
  @ApiOperation({
    summary:
      'Termin, Bestellart, Tisch, Liefergebiet, Kontakt, Adressen oder Kommentar ändern (neu berechnet)',
  })
  @ApiData('Order', { description: 'Die geänderte Bestellung' })
  @ApiErrors(404, 409)
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateOrderInput,
    @Auth() auth: AuthContext,
  ): Promise<Order> {
    return this.edits.update(auth, id, body);
  }

  /**
   * Erases the customer's personal data and removes the order from every list; the
   * accounting facts stay. 404 when it is unknown or deleted already.
   */
  @Delete(':id')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bestellung löschen (personenbezogene Daten werden entfernt, Buchhaltung bleibt)',
  })
  @ApiNoData()
  @ApiErrors(404)
  async remove(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<null> {
    await this.erasure.erase(auth, id);
    return null;
  }
}
