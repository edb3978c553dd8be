import {
  SIGNAGE_ORIENTATIONS,
  type SignageOrientation,
  SignageDeviceLimits,
  type OnlyContractFields,
  type SignageDeviceInput as SignageDeviceInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { IdentifierField, TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

export class SignageDeviceInput
  implements
    SignageDeviceInputContract,
    OnlyContractFields<SignageDeviceInputContract, SignageDeviceInput>
{
  @IdentifierField(SignageDeviceLimits.identifier, { example: 'wien-schaufenster' })
  identifier: string;

  @TextField(SignageDeviceLimits.name, { example: 'Schaufenster Neubaugasse' })
  name: string;

  @OptionalRefField()
  branch?: IdRefInput | null;

  @OptionalRefField()
  stream?: IdRefInput | null;

  @ApiPropertyOptional({ enum: SIGNAGE_ORIENTATIONS })
  @Optional()
  @IsIn(SIGNAGE_ORIENTATIONS)
  orientation?: SignageOrientation;
}

export class SignageDeviceUpdateInput extends PartialType(SignageDeviceInput, {
  skipNullProperties: false,
}) {}
