import {
  DEVICE_TYPES,
  type DeviceType,
  DeviceLimits,
  type OnlyContractFields,
  type DeviceInput as DeviceInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsIdentifier, Optional } from '../../../common/validation/validators.js';

export class DeviceInput
  implements DeviceInputContract, OnlyContractFields<DeviceInputContract, DeviceInput>
{
  @ApiProperty({ example: 'wien-bondrucker' })
  @IsIdentifier()
  @MaxLength(DeviceLimits.identifier)
  identifier: string;

  @ApiProperty({ example: 'Bondrucker Theke' })
  @IsString()
  @MaxLength(DeviceLimits.name)
  name: string;

  @ApiProperty({ enum: DEVICE_TYPES })
  @IsIn(DEVICE_TYPES)
  type: DeviceType;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  branch?: IdRefInput | null;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class DeviceUpdateInput extends PartialType(DeviceInput, { skipNullProperties: false }) {}
