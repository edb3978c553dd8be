import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';

export class TagInput {
  @ApiProperty({ example: 'Sitzplätze' })
  @IsString()
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  image?: IdRefDto | null;
}

export class TagUpdateInput extends PartialType(TagInput, { skipNullProperties: false }) {}
