import {
  CategoryLimits,
  type OnlyContractFields,
  type CategoryInput as CategoryInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput, ScheduleInput } from '../../../common/dto/common.input.js';
import { Optional } from '../../../common/validation/validators.js';

export class CategoryInput
  implements CategoryInputContract, OnlyContractFields<CategoryInputContract, CategoryInput>
{
  @ApiProperty({ example: 'Brot' })
  @IsString()
  @MaxLength(CategoryLimits.name)
  name: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(CategoryLimits.description)
  description?: string;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
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
