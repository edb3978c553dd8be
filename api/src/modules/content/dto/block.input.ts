import {
  BLOCK_TYPES,
  type BlockType,
  BlockLimits,
  type OnlyContractFields,
  type BlockInput as BlockInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsJsonObject, Optional } from '../../../common/validation/validators.js';
import { IdentifierField, OptionalTextField } from '../../../common/validation/text-fields.js';

export class BlockInput
  implements BlockInputContract, OnlyContractFields<BlockInputContract, BlockInput>
{
  @IdentifierField(BlockLimits.identifier, { example: 'footer-kontakt' })
  identifier: string;

  @OptionalTextField(BlockLimits.name) name?: string;

  @ApiProperty({ enum: BLOCK_TYPES })
  @IsIn(BLOCK_TYPES)
  type: BlockType;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Optional()
  @IsJsonObject()
  value?: Record<string, unknown>;
}

export class BlockUpdateInput extends PartialType(BlockInput, { skipNullProperties: false }) {}
