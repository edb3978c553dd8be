import {
  TABLE_IDENTIFIER_PATTERN,
  TableLimits,
  type OnlyContractFields,
  type TableInput as TableInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';
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

  @ApiProperty({ type: IdRefDto })
  @ValidateNested()
  @Type(() => IdRefDto)
  branch: IdRefDto;
}

export class TableUpdateInput extends PartialType(TableInput, { skipNullProperties: false }) {}
