import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';
import { Optional } from '../../../common/validation/validators.js';

export class TableInput {
  @ApiProperty({ example: 'T1' })
  @IsString()
  @Matches(/^[A-Za-z0-9-]{1,50}$/)
  identifier: string;

  @ApiPropertyOptional({ example: 'Tisch 1' })
  @Optional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiProperty({ type: IdRefDto })
  @ValidateNested()
  @Type(() => IdRefDto)
  branch: IdRefDto;
}

export class TableUpdateInput extends PartialType(TableInput, { skipNullProperties: false }) {}
