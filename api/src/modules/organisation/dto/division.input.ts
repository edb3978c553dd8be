import {
  DivisionLimits,
  type OnlyContractFields,
  type DivisionInput as DivisionInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsIdentifier, Optional } from '../../../common/validation/validators.js';

export class DivisionInput
  implements DivisionInputContract, OnlyContractFields<DivisionInputContract, DivisionInput>
{
  @ApiProperty({ example: 'backstube' })
  @IsIdentifier()
  @MaxLength(DivisionLimits.identifier)
  identifier: string;

  @ApiProperty()
  @IsString()
  @MaxLength(DivisionLimits.name)
  name: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(DivisionLimits.title) title?: string;
  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(DivisionLimits.description)
  description?: string;
}

export class DivisionUpdateInput extends PartialType(DivisionInput, {
  skipNullProperties: false,
}) {}
