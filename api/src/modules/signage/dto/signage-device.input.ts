import {
  SIGNAGE_ORIENTATIONS,
  type SignageOrientation,
  SignageDeviceLimits,
  type OnlyContractFields,
  type SignageDeviceInput as SignageDeviceInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsIdentifier, Optional } from '../../../common/validation/validators.js';

export class SignageDeviceInput
  implements
    SignageDeviceInputContract,
    OnlyContractFields<SignageDeviceInputContract, SignageDeviceInput>
{
  @ApiProperty({ example: 'wien-schaufenster' })
  @IsIdentifier()
  @MaxLength(SignageDeviceLimits.identifier)
  identifier: string;

  @ApiProperty({ example: 'Schaufenster Neubaugasse' })
  @IsString()
  @MaxLength(SignageDeviceLimits.name)
  name: string;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  branch?: IdRefInput | null;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  stream?: IdRefInput | null;

  @ApiPropertyOptional({ enum: SIGNAGE_ORIENTATIONS })
  @Optional()
  @IsIn(SIGNAGE_ORIENTATIONS)
  orientation?: SignageOrientation;
}

export class SignageDeviceUpdateInput extends PartialType(SignageDeviceInput, {
  skipNullProperties: false,
}) {}
