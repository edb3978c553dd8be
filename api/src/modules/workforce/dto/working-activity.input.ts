import {
  WORKING_ACTIVITY_STATES,
  type WorkingActivityPause,
  type WorkingActivityState,
  WorkingActivityLimits,
  type OnlyContractFields,
  type WorkingActivityInput as WorkingActivityInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsDateTime, Optional } from '../../../common/validation/validators.js';
import { NonBlankTextField, OptionalTextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField, RefField } from '../../../common/dto/ref-fields.js';

/** A pause of an activity; `end` is null while it lasts. */
export class WorkingActivityPauseInput implements WorkingActivityPause {
  @ApiProperty({ example: '2026-11-20T10:00:00.000Z' })
  @IsDateTime()
  start: string;

  @ApiProperty({ type: String, example: '2026-11-20T10:15:00.000Z', nullable: true })
  @IsOptional()
  @IsDateTime()
  end: string | null;
}

export class WorkingActivityInput
  implements
    WorkingActivityInputContract,
    OnlyContractFields<WorkingActivityInputContract, WorkingActivityInput>
{
  @RefField()
  user: IdRefInput;

  @OptionalRefField()
  branch?: IdRefInput | null;

  @OptionalRefField()
  department?: IdRefInput | null;

  @OptionalRefField()
  project?: IdRefInput | null;

  @OptionalRefField()
  task?: IdRefInput | null;

  @ApiPropertyOptional({
    enum: WORKING_ACTIVITY_STATES,
    description: 'Ohne Angabe: ended, wenn ein Ende angegeben ist, sonst running',
  })
  @Optional()
  @IsIn(WORKING_ACTIVITY_STATES)
  state?: WorkingActivityState;

  @ApiProperty({ example: '2026-11-20T07:00:00.000Z' })
  @IsDateTime()
  start: string;

  @ApiPropertyOptional({ type: String, example: '2026-11-20T15:00:00.000Z', nullable: true })
  @IsOptional()
  @IsDateTime()
  end?: string | null;

  @ApiPropertyOptional({ type: [WorkingActivityPauseInput] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => WorkingActivityPauseInput)
  pauses?: WorkingActivityPauseInput[];

  @OptionalTextField(WorkingActivityLimits.comment)
  comment?: string;

  @NonBlankTextField(WorkingActivityLimits.reason, {
    description: 'Begründung der Eingabe oder Korrektur (Änderungsprotokoll)',
    example: 'Stempelung vergessen',
  })
  reason: string;
}

export class WorkingActivityUpdateInput extends PartialType(
  OmitType(WorkingActivityInput, ['reason'] as const),
  { skipNullProperties: false },
) {
  @NonBlankTextField(WorkingActivityLimits.reason, {
    description: 'Begründung der Korrektur (Änderungsprotokoll)',
    example: 'Ende korrigiert',
  })
  reason: string;
}

/** DELETE /api/working-activities/{id}?reason=…: why the activity goes. */
export class WorkingActivityDeleteQuery {
  @NonBlankTextField(WorkingActivityLimits.reason, {
    description: 'Begründung der Löschung (Änderungsprotokoll)',
  })
  reason: string;
}
