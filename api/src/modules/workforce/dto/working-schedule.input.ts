import {
  WorkingScheduleLimits,
  type OnlyContractFields,
  type WorkingScheduleInput as WorkingScheduleInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';
import { IsDateTime, Optional } from '../../../common/validation/validators.js';

export class WorkingScheduleInput
  implements
    WorkingScheduleInputContract,
    OnlyContractFields<WorkingScheduleInputContract, WorkingScheduleInput>
{
  @ApiProperty({ type: IdRefDto })
  @ValidateNested()
  @Type(() => IdRefDto)
  user: IdRefDto;

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  branch?: IdRefDto | null;

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  department?: IdRefDto | null;

  @ApiProperty({ example: '2026-11-20T07:00:00.000Z' })
  @IsDateTime()
  start: string;

  @ApiProperty({ example: '2026-11-20T15:00:00.000Z' })
  @IsDateTime()
  end: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(WorkingScheduleLimits.comment)
  comment?: string;
}

export class WorkingScheduleUpdateInput extends PartialType(WorkingScheduleInput, {
  skipNullProperties: false,
}) {}
