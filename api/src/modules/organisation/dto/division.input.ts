import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsIdentifier, Optional } from '../../../common/validation/validators.js';

export class DivisionInput {
  @ApiProperty({ example: 'backstube' })
  @IsIdentifier()
  @MaxLength(100)
  identifier: string;

  @ApiProperty()
  @IsString()
  @MaxLength(255)
  name: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(255) title?: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(20000) description?: string;
}

export class DivisionUpdateInput extends PartialType(DivisionInput, {
  skipNullProperties: false,
}) {}
