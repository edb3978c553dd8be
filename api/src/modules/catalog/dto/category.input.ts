import {
  CategoryLimits,
  type OnlyContractFields,
  type CategoryInput as CategoryInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { IdRefInput, ScheduleInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

export class CategoryInput
  implements CategoryInputContract, OnlyContractFields<CategoryInputContract, CategoryInput>
{
  @TextField(CategoryLimits.name, { example: 'Brot' })
  name: string;

  @OptionalTextField(CategoryLimits.description)
  description?: string;

  @OptionalRefField()
  image?: IdRefInput | null;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;

  @ApiPropertyOptional({ type: ScheduleInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleInput)
  schedule?: ScheduleInput | null;

  @ApiPropertyOptional() @Optional() @IsBoolean() isVisibleWhenUnavailable?: boolean;
}

export class CategoryUpdateInput extends PartialType(CategoryInput, {
  skipNullProperties: false,
}) {}
