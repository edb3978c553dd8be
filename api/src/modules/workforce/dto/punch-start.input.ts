import {
  PunchStartLimits,
  type OnlyContractFields,
  type PunchStartInput as PunchStartInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';

/** What an employee may name when starting work: a project, a task, a note. */
export class PunchStartInput
  implements PunchStartInputContract, OnlyContractFields<PunchStartInputContract, PunchStartInput>
{
  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  project?: IdRefInput | null;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  task?: IdRefInput | null;

  @ApiPropertyOptional({ maxLength: PunchStartLimits.comment })
  @IsOptional()
  @IsString()
  @MaxLength(PunchStartLimits.comment)
  comment?: string;
}
