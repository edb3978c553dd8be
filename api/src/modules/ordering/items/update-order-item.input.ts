import {
  UNIT_KEYS,
  type CartPartValue,
  type UnitKey,
  type UpdateOrderItemInput as UpdateOrderItemInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsNumber } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';
import {
  IsPartValues,
  MAX_ITEM_PARTS,
  PART_VALUES_PROPERTY,
} from '../placement/create-order.input.js';

/**
 * The body of PUT /api/orders/{id}/items/{index} (contract `UpdateOrderItemInput`). Left-out
 * unit and parts keep the item's; the rules (units, amount grid, options) run in the service.
 */
export class UpdateOrderItemInput implements UpdateOrderItemInputContract {
  @ApiProperty({ example: 3 })
  @IsDefined()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  amount: number;

  @ApiPropertyOptional({ enum: UNIT_KEYS, example: 'piece' })
  @Optional()
  @IsIn(UNIT_KEYS)
  unit?: UnitKey;

  @ApiPropertyOptional(PART_VALUES_PROPERTY)
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_ITEM_PARTS)
  @IsPartValues()
  parts?: CartPartValue[];
}
