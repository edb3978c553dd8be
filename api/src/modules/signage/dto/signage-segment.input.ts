import { SIGNAGE_SEGMENT_TYPES, type SignageSegmentType } from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsJsonObject, MaxJsonLength, Optional } from '../../../common/validation/validators.js';

/** Longest a segment's content may be, serialised as JSON. */
export const MAX_SEGMENT_CONTENT_LENGTH = 100_000;

export class SignageSegmentInput {
  @ApiProperty({ example: 'Frühstückstafel' })
  @IsString()
  @MaxLength(255)
  name: string;

  @ApiProperty({ enum: SIGNAGE_SEGMENT_TYPES })
  @IsIn(SIGNAGE_SEGMENT_TYPES)
  type: SignageSegmentType;

  @ApiProperty({ description: 'Sekunden auf dem Bildschirm (1 bis 3600)', example: 20 })
  @IsInt()
  @Min(1)
  @Max(3600)
  duration: number;

  @ApiPropertyOptional({ description: 'Inhalt der Tafel, je nach Typ', type: Object })
  @Optional()
  @IsJsonObject()
  @MaxJsonLength(MAX_SEGMENT_CONTENT_LENGTH)
  content?: Record<string, unknown>;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class SignageSegmentUpdateInput extends PartialType(SignageSegmentInput, {
  skipNullProperties: false,
}) {}
