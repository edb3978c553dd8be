import {
  DEVICE_TYPES,
  type DeviceType,
  DeviceLimits,
  type OnlyContractFields,
  type DeviceInput as DeviceInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { IdentifierField, TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

export class DeviceInput
  implements DeviceInputContract, OnlyContractFields<DeviceInputContract, DeviceInput>
{
  @IdentifierField(DeviceLimits.identifier, { example: 'wien-bondrucker' })
  identifier: string;

  @TextField(DeviceLimits.name, { example: 'Bondrucker Theke' })
  name: string;

  @ApiProperty({ enum: DEVICE_TYPES })
  @IsIn(DEVICE_TYPES)
  type: DeviceType;

  @OptionalRefField()
  branch?: IdRefInput | null;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class DeviceUpdateInput extends PartialType(DeviceInput, { skipNullProperties: false }) {}
