import {
  DonateeLimits,
  type DonateeInput as DonateeInputContract,
  type OnlyContractFields,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsBic, IsIban, IsIdentifier, Optional } from '../../../common/validation/validators.js';

export class DonateeInput
  implements DonateeInputContract, OnlyContractFields<DonateeInputContract, DonateeInput>
{
  @ApiProperty({ example: 'tafel-wien' })
  @IsIdentifier()
  @MaxLength(DonateeLimits.identifier)
  identifier: string;

  @ApiProperty({ example: 'Wiener Tafel' })
  @IsString()
  @MaxLength(DonateeLimits.name)
  name: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(DonateeLimits.description)
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
