import { BLOCK_TYPES, type BlockType } from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsIdentifier, IsJsonObject, Optional } from '../../../common/validation/validators.js';

export class BlockInput {
  @ApiProperty({ example: 'footer-kontakt' })
  @IsIdentifier()
  @MaxLength(100)
  identifier: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(255) name?: string;

  @ApiProperty({ enum: BLOCK_TYPES })
  @IsIn(BLOCK_TYPES)
  type: BlockType;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Optional()
  @IsJsonObject()
  value?: Record<string, unknown>;
}

export class BlockUpdateInput extends PartialType(BlockInput, { skipNullProperties: false }) {}
