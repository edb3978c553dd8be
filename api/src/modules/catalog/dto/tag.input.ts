import {
  TagLimits,
  type OnlyContractFields,
  type TagInput as TagInputContract,
} from '@bestellwerk/domain';
import { PartialType } from '@nestjs/swagger';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { TextField } from '../../../common/validation/text-fields.js';
import { OptionalRefField } from '../../../common/dto/ref-fields.js';

export class TagInput implements TagInputContract, OnlyContractFields<TagInputContract, TagInput> {
  @TextField(TagLimits.name, { example: 'Sitzplätze' })
  name: string;

  @OptionalRefField()
  image?: IdRefInput | null;
}

export class TagUpdateInput extends PartialType(TagInput, { skipNullProperties: false }) {}
