import {
  TaskLimits,
  type OnlyContractFields,
  type TaskInput as TaskInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

export class TaskInput
  implements TaskInputContract, OnlyContractFields<TaskInputContract, TaskInput>
{
  @TextField(TaskLimits.name, { example: 'Stollen backen' })
  name: string;

  @OptionalRefField()
  project?: IdRefInput | null;

  @OptionalTextField(TaskLimits.description)
  description?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isDone?: boolean;
}

export class TaskUpdateInput extends PartialType(TaskInput, { skipNullProperties: false }) {}
