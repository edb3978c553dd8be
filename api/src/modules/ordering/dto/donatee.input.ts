import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsIdentifier, Optional } from '../../../common/validation/validators.js';

export class DonateeInput {
  @ApiProperty({ example: 'tafel-wien' })
  @IsIdentifier()
  @MaxLength(100)
  identifier: string;

  @ApiProperty({ example: 'Wiener Tafel' })
  @IsString()
  @MaxLength(255)
  name: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(5000) description?: string;
}

export class DonateeUpdateInput extends PartialType(DonateeInput, { skipNullProperties: false }) {}
