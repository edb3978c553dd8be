import {
  TaskLimits,
  type OnlyContractFields,
  type TaskInput as TaskInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';

export class TaskInput
  implements TaskInputContract, OnlyContractFields<TaskInputContract, TaskInput>
{
  @ApiProperty({ example: 'Stollen backen' })
  @IsString()
  @MaxLength(TaskLimits.name)
  name: string;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  project?: IdRefInput | null;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(TaskLimits.description)
  description?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDone?: boolean;
}

export class TaskUpdateInput extends PartialType(TaskInput, { skipNullProperties: false }) {}
