import {
  PunchStartLimits,
  type OnlyContractFields,
  type PunchStartInput as PunchStartInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

/** What an employee may name when starting work: a project, a task, a note. */
export class PunchStartInput
  implements PunchStartInputContract, OnlyContractFields<PunchStartInputContract, PunchStartInput>
{
  @OptionalRefField()
  project?: IdRefInput | null;

  @OptionalRefField()
  task?: IdRefInput | null;

  @ApiPropertyOptional({ maxLength: PunchStartLimits.comment })
  @IsOptional()
  @IsString()
  @MaxLength(PunchStartLimits.comment)
  comment?: string;
}
