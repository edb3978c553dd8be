import {
  TagLimits,
  type OnlyContractFields,
  type TagInput as TagInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefDto } from '../../../common/dto/common.dto.js';

export class TagInput implements TagInputContract, OnlyContractFields<TagInputContract, TagInput> {
  @ApiProperty({ example: 'Sitzplätze' })
  @IsString()
  @MaxLength(TagLimits.name)
  name: string;

  @ApiPropertyOptional({ type: IdRefDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefDto)
  image?: IdRefDto | null;
}

export class TagUpdateInput extends PartialType(TagInput, { skipNullProperties: false }) {}
