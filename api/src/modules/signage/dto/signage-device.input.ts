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
import { IdRefDto } from '../../../common/dto/common.dto.js';
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

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  branch?: IdRefDto | null;

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  stream?: IdRefDto | null;

  @ApiPropertyOptional({ enum: SIGNAGE_ORIENTATIONS })
  @Optional()
  @IsIn(SIGNAGE_ORIENTATIONS)
  orientation?: SignageOrientation;
}

export class SignageDeviceUpdateInput extends PartialType(SignageDeviceInput, {
  skipNullProperties: false,
}) {}
