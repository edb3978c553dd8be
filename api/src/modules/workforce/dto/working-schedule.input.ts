import {
  WorkingScheduleLimits,
  type OnlyContractFields,
  type WorkingScheduleInput as WorkingScheduleInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { IsDateTime } from '../../../common/validation/validators.js';
import { OptionalTextField } from '../../../common/validation/text-fields.js';

export class WorkingScheduleInput
  implements
    WorkingScheduleInputContract,
    OnlyContractFields<WorkingScheduleInputContract, WorkingScheduleInput>
{
  @ApiProperty({ type: IdRefInput })
  @ValidateNested()
  @Type(() => IdRefInput)
  user: IdRefInput;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  branch?: IdRefInput | null;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
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
