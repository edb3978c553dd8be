import {
  TagLimits,
  type OnlyContractFields,
  type TagInput as TagInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { TextField } from '../../../common/validation/text-fields.js';

export class TagInput implements TagInputContract, OnlyContractFields<TagInputContract, TagInput> {
  @TextField(TagLimits.name, { example: 'Sitzplätze' })
  name: string;

  @ApiPropertyOptional({ type: IdRefInput, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => IdRefInput)
  image?: IdRefInput | null;
}

export class TagUpdateInput extends PartialType(TagInput, { skipNullProperties: false }) {}
