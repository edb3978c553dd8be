import {
  ProjectLimits,
  type OnlyContractFields,
  type ProjectInput as ProjectInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';

export class ProjectInput
  implements ProjectInputContract, OnlyContractFields<ProjectInputContract, ProjectInput>
{
  @ApiProperty({ example: 'Weihnachtsbäckerei' })
  @IsString()
  @MaxLength(ProjectLimits.name)
  name: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(ProjectLimits.description)
  description?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class ProjectUpdateInput extends PartialType(ProjectInput, { skipNullProperties: false }) {}
