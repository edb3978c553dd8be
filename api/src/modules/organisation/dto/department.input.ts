import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';
import { Optional } from '../../../common/validation/validators.js';

export class DepartmentInput {
  @ApiProperty()
  @IsString()
  @MaxLength(255)
  name: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(5000) description?: string;

  @ApiProperty({ type: IdRefDto })
  @ValidateNested()
  @Type(() => IdRefDto)
  branch: IdRefDto;
}

export class DepartmentUpdateInput extends PartialType(DepartmentInput, {
  skipNullProperties: false,
}) {}
