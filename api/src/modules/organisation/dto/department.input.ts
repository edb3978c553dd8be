import {
  DepartmentLimits,
  type OnlyContractFields,
  type DepartmentInput as DepartmentInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';

export class DepartmentInput
  implements DepartmentInputContract, OnlyContractFields<DepartmentInputContract, DepartmentInput>
{
  @ApiProperty()
  @IsString()
  @MaxLength(DepartmentLimits.name)
  name: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(DepartmentLimits.description)
  description?: string;

  @ApiProperty({ type: IdRefInput })
  @ValidateNested()
  @Type(() => IdRefInput)
  branch: IdRefInput;
}

export class DepartmentUpdateInput extends PartialType(DepartmentInput, {
  skipNullProperties: false,
}) {}
