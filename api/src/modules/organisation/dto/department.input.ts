import {
  DepartmentLimits,
  type OnlyContractFields,
  type DepartmentInput as DepartmentInputContract,
} from '@bestellwerk/domain';
import { PartialType } from '@nestjs/swagger';
import { IdRefInput } from '../../../common/dto/common.input.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';
import { RefField } from '../../../common/dto/ref-fields.js';

export class DepartmentInput
  implements DepartmentInputContract, OnlyContractFields<DepartmentInputContract, DepartmentInput>
{
  @TextField(DepartmentLimits.name)
  name: string;

  @OptionalTextField(DepartmentLimits.description)
  description?: string;

  @RefField()
  branch: IdRefInput;
}

export class DepartmentUpdateInput extends PartialType(DepartmentInput, {
  skipNullProperties: false,
}) {}
