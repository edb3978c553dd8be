import {
  DepartmentLimits,
  type OnlyContractFields,
  type DepartmentInput as DepartmentInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';

export class DepartmentInput
  implements DepartmentInputContract, OnlyContractFields<DepartmentInputContract, DepartmentInput>
{
  @TextField(DepartmentLimits.name)
  name: string;

  @OptionalTextField(DepartmentLimits.description)
  description?: string;

  @ApiProperty({ type: IdRefInput })
  @ValidateNested()
  @Type(() => IdRefInput)
  branch: IdRefInput;
}

export class DepartmentUpdateInput extends PartialType(DepartmentInput, {
  skipNullProperties: false,
}) {}
