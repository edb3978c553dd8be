import {
  DonateeLimits,
  type DonateeInput as DonateeInputContract,
  type OnlyContractFields,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, ValidateIf } from 'class-validator';
import { IsBic, IsIban, Optional } from '../../../common/validation/validators.js';
import {
  IdentifierField,
  OptionalTextField,
  TextField,
} from '../../../common/validation/text-fields.js';

export class DonateeInput
  implements DonateeInputContract, OnlyContractFields<DonateeInputContract, DonateeInput>
{
  @IdentifierField(DonateeLimits.identifier, { example: 'tafel-wien' })
  identifier: string;

  @TextField(DonateeLimits.name, { example: 'Wiener Tafel' })
  name: string;

  @OptionalTextField(DonateeLimits.description)
  description?: string;

  /** The account the collected donations are transferred to; '' for none. */
  @ApiPropertyOptional({ example: 'AT61 1904 3002 3457 3201' })
  @Optional()
  @IsString()
  @ValidateIf((input: DonateeInput) => input.iban !== '')
  @IsIban()
  iban?: string;

  @ApiPropertyOptional({ example: 'GIBAATWWXXX' })
  @Optional()
  @IsString()
  @ValidateIf((input: DonateeInput) => input.bic !== '')
  @IsBic()
  bic?: string;
}

export class DonateeUpdateInput extends PartialType(DonateeInput, { skipNullProperties: false }) {}
