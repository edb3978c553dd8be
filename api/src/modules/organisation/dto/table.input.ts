import {
  TABLE_IDENTIFIER_PATTERN,
  TableLimits,
  type OnlyContractFields,
  type TableInput as TableInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';

export class TableInput
  implements TableInputContract, OnlyContractFields<TableInputContract, TableInput>
{
  @ApiProperty({ example: 'T1' })
  @IsString()
  @Matches(TABLE_IDENTIFIER_PATTERN)
  identifier: string;

  @ApiPropertyOptional({ example: 'Tisch 1' })
  @Optional()
  @IsString()
  @MaxLength(TableLimits.name)
  name?: string;

  @ApiProperty({ type: IdRefInput })
  @ValidateNested()
  @Type(() => IdRefInput)
  branch: IdRefInput;
}

export class TableUpdateInput extends PartialType(TableInput, { skipNullProperties: false }) {}
