import {
  TABLE_IDENTIFIER_PATTERN,
  TableLimits,
  type OnlyContractFields,
  type TableInput as TableInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, Matches, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';

export class TableInput
  implements TableInputContract, OnlyContractFields<TableInputContract, TableInput>
{
  @ApiProperty({ example: 'T1' })
  @IsString()
  @Matches(TABLE_IDENTIFIER_PATTERN)
  identifier: string;

  @OptionalTextField(TableLimits.name, { example: 'Tisch 1' })
  name?: string;

  @ApiProperty({ type: IdRefInput })
  @ValidateNested()
  @Type(() => IdRefInput)
  branch: IdRefInput;
}

export class TableUpdateInput extends PartialType(TableInput, { skipNullProperties: false }) {}
