import {
  ABSENCE_KINDS,
  AbsenceLimits,
  type AbsenceKind,
  type OnlyContractFields,
  type AbsenceInput as AbsenceInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { RefField } from '../../../common/dto/ref-fields.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';
import { IsCalendarDate } from '../../../common/validation/validators.js';

export class AbsenceInput
  implements AbsenceInputContract, OnlyContractFields<AbsenceInputContract, AbsenceInput>
{
  @RefField()
  user: IdRefInput;

  @ApiProperty({ enum: ABSENCE_KINDS, example: 'holiday' })
  @IsIn(ABSENCE_KINDS)
  kind: AbsenceKind;

  @ApiProperty({ example: '2026-12-22' })
  @IsCalendarDate()
  from: string;

  @ApiProperty({ example: '2026-12-31' })
  @IsCalendarDate()
  to: string;

  @OptionalTextField(AbsenceLimits.comment)
  comment?: string;
}

export class AbsenceUpdateInput extends PartialType(AbsenceInput, { skipNullProperties: false }) {}
