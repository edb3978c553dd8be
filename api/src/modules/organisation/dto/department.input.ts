import {
  DepartmentLimits,
  type OnlyContractFields,
  type DepartmentInput as DepartmentInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';
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

  @ApiProperty({ type: IdRefDto })
  @ValidateNested()
  @Type(() => IdRefDto)
  branch: IdRefDto;
}

export class DepartmentUpdateInput extends PartialType(DepartmentInput, {
  skipNullProperties: false,
}) {}
