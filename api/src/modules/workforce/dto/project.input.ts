import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';

export class ProjectInput {
  @ApiProperty({ example: 'Weihnachtsbäckerei' })
  @IsString()
  @MaxLength(255)
  name: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(5000) description?: string;
  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class ProjectUpdateInput extends PartialType(ProjectInput, { skipNullProperties: false }) {}
