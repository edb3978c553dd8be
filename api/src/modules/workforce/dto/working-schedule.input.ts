import {
  WorkingScheduleLimits,
  type OnlyContractFields,
  type WorkingScheduleInput as WorkingScheduleInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsDateTime } from '../../../common/validation/validators.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField, RefField } from '../../../common/dto/ref-fields.js';

export class WorkingScheduleInput
  implements
    WorkingScheduleInputContract,
    OnlyContractFields<WorkingScheduleInputContract, WorkingScheduleInput>
{
  @RefField()
  user: IdRefInput;

  @OptionalRefField()
  branch?: IdRefInput | null;

  @OptionalRefField()
  department?: IdRefInput | null;

  @ApiProperty({ example: '2026-11-20T07:00:00.000Z' })
  @IsDateTime()
  start: string;

  @ApiProperty({ example: '2026-11-20T15:00:00.000Z' })
  @IsDateTime()
  end: string;

  @OptionalTextField(WorkingScheduleLimits.comment)
  comment?: string;
}

export class WorkingScheduleUpdateInput extends PartialType(WorkingScheduleInput, {
  skipNullProperties: false,
}) {}
