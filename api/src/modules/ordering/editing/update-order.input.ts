import {
  ORDER_EDIT_FIELDS,
  type OrderEditField,
  type UpdateOrderInput as UpdateOrderInputContract,
} from '@bestellwerk/domain';
import { PartialType, PickType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsDateTime } from '../../../common/validation/validators.js';
import { CreateOrderInput } from '../placement/create-order.input.js';

/** The checkout's fields staff may change (ORDER_EDIT_FIELDS), with its types and lengths. */
class OrderEditFieldsInput extends PickType(
  CreateOrderInput,
  ORDER_EDIT_FIELDS.filter(
    (field): field is Exclude<OrderEditField, 'appointment'> => field !== 'appointment',
  ),
) {}

/**
 * The body of PUT /api/orders/{id} (contract `UpdateOrderInput`): the changed fields only;
 * fields left out keep the order's values, unknown fields are refused. The order rules run in
 * OrderEditService.
 */
export class UpdateOrderInput
  extends PartialType(OrderEditFieldsInput)
  implements UpdateOrderInputContract
{
  /** The time staff confirmed (null clears it). */
  @IsOptional() @IsDateTime() appointment?: string | null;
}
