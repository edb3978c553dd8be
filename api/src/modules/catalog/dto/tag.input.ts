import {
  TagLimits,
  type OnlyContractFields,
  type TagInput as TagInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';

export class TagInput implements TagInputContract, OnlyContractFields<TagInputContract, TagInput> {
  @ApiProperty({ example: 'Sitzplätze' })
  @IsString()
  @MaxLength(TagLimits.name)
  name: string;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  image?: IdRefInput | null;
}

export class TagUpdateInput extends PartialType(TagInput, { skipNullProperties: false }) {}
