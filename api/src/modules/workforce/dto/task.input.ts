import {
  TaskLimits,
  type OnlyContractFields,
  type TaskInput as TaskInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';
import { Optional } from '../../../common/validation/validators.js';

export class TaskInput
  implements TaskInputContract, OnlyContractFields<TaskInputContract, TaskInput>
{
  @ApiProperty({ example: 'Stollen backen' })
  @IsString()
  @MaxLength(TaskLimits.name)
  name: string;

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  project?: IdRefDto | null;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(TaskLimits.description)
  description?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDone?: boolean;
}

export class TaskUpdateInput extends PartialType(TaskInput, { skipNullProperties: false }) {}
