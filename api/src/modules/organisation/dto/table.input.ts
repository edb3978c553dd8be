import {
  TABLE_IDENTIFIER_PATTERN,
  TableLimits,
  type OnlyContractFields,
  type TableInput as TableInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';
import { RefField } from '../../../common/dto/ref-fields.js';

export class TableInput
  implements TableInputContract, OnlyContractFields<TableInputContract, TableInput>
{
  @ApiProperty({ example: 'T1' })
  @IsString()
  @Matches(TABLE_IDENTIFIER_PATTERN)
  identifier: string;

  @OptionalTextField(TableLimits.name, { example: 'Tisch 1' })
  name?: string;

  @RefField()
  branch: IdRefInput;
}

export class TableUpdateInput extends PartialType(TableInput, { skipNullProperties: false }) {}
