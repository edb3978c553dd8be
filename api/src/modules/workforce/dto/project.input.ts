import {
  ProjectLimits,
  type OnlyContractFields,
  type ProjectInput as ProjectInputContract,
} from '@bestellwerk/domain';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';

export class ProjectInput
  implements ProjectInputContract, OnlyContractFields<ProjectInputContract, ProjectInput>
{
  @TextField(ProjectLimits.name, { example: 'Weihnachtsbäckerei' })
  name: string;

  @OptionalTextField(ProjectLimits.description)
  description?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class ProjectUpdateInput extends PartialType(ProjectInput, { skipNullProperties: false }) {}
