import {
  LABEL_LAYOUTS,
  LABEL_MAX_COUNT,
  type OnlyContractFields,
  type LabelsInput as LabelsInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';

/**
 * A sheet of price labels to print. The layout, an empty list and the label limit are checked
 * by the domain's rules (labelRequestErrors) for messages that say what to do.
 */
export class LabelsInput
  implements LabelsInputContract, OnlyContractFields<LabelsInputContract, LabelsInput>
{
  @ApiProperty({ enum: LABEL_LAYOUTS, example: 'compact' })
  @IsString()
  layout: string;

  @ApiProperty({ type: [IdRefInput], description: 'Products in print order; repeats print twice' })
  @IsArray()
  // A ceiling for the body only; the label limit (500) has its own message.
  @ArrayMaxSize(10 * LABEL_MAX_COUNT)
  @ValidateNested({ each: true })
  @Type(() => IdRefInput)
  products: IdRefInput[];

  @ApiPropertyOptional({ example: 1, description: 'Labels per product (default 1)' })
  @Optional()
  @IsInt()
  @Min(1)
  @Max(LABEL_MAX_COUNT)
  copies?: number;
}
