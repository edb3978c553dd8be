import {
  DivisionLimits,
  type OnlyContractFields,
  type DivisionInput as DivisionInputContract,
} from '@bestellwerk/domain';
import { PartialType } from '@nestjs/swagger';
import {
  IdentifierField,
  OptionalTextField,
  TextField,
} from '../../../common/validation/text-fields.js';

export class DivisionInput
  implements DivisionInputContract, OnlyContractFields<DivisionInputContract, DivisionInput>
{
  @IdentifierField(DivisionLimits.identifier, { example: 'backstube' })
  identifier: string;

  @TextField(DivisionLimits.name)
  name: string;

  @OptionalTextField(DivisionLimits.title) title?: string;
  @OptionalTextField(DivisionLimits.description)
  description?: string;
}

export class DivisionUpdateInput extends PartialType(DivisionInput, {
  skipNullProperties: false,
}) {}
