import {
  BLOCK_TYPES,
  type BlockType,
  BlockLimits,
  type OnlyContractFields,
  type BlockInput as BlockInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsIdentifier, IsJsonObject, Optional } from '../../../common/validation/validators.js';

export class BlockInput
  implements BlockInputContract, OnlyContractFields<BlockInputContract, BlockInput>
{
  @ApiProperty({ example: 'footer-kontakt' })
  @IsIdentifier()
  @MaxLength(BlockLimits.identifier)
  identifier: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(BlockLimits.name) name?: string;

  @ApiProperty({ enum: BLOCK_TYPES })
  @IsIn(BLOCK_TYPES)
  type: BlockType;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Optional()
  @IsJsonObject()
  value?: Record<string, unknown>;
}

export class BlockUpdateInput extends PartialType(BlockInput, { skipNullProperties: false }) {}
