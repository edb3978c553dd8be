import {
  SIGNAGE_SEGMENT_CONTENT_MAX_CHARS,
  SIGNAGE_SEGMENT_TYPES,
  type SignageDaypart,
  type SignageSegmentType,
  SignageSegmentLimits,
  type OnlyContractFields,
  type SignageSegmentInput as SignageSegmentInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsJsonObject, MaxJsonLength, Optional } from '../../../common/validation/validators.js';
import { TextField } from '../../../common/validation/text-fields.js';

export class SignageSegmentInput
  implements
    SignageSegmentInputContract,
    OnlyContractFields<SignageSegmentInputContract, SignageSegmentInput>
{
  @TextField(SignageSegmentLimits.name, { example: 'Frühstückstafel' })
  name: string;

  @ApiProperty({ enum: SIGNAGE_SEGMENT_TYPES })
  @IsIn(SIGNAGE_SEGMENT_TYPES)
  type: SignageSegmentType;

  @ApiProperty({ description: 'Sekunden auf dem Bildschirm (1 bis 3600)', example: 20 })
  @IsInt()
  @Min(1)
  @Max(3600)
  duration: number;

  @ApiPropertyOptional({
    description:
      'Inhalt der Tafel, je nach Typ (SignageContentByType); wird beim Speichern geprüft',
    type: Object,
  })
  @Optional()
  @IsJsonObject()
  @MaxJsonLength(SIGNAGE_SEGMENT_CONTENT_MAX_CHARS)
  content?: Record<string, unknown>;

  @ApiPropertyOptional({
    description:
      'Wann die Filmsequenz läuft (SignageDaypart: weekdays, from, to, startDate, endDate); null: immer',
    type: Object,
    nullable: true,
  })
  @IsOptional()
  @IsJsonObject()
  daypart?: SignageDaypart | null;

  @ApiPropertyOptional() @Optional() @IsBoolean() isEnabled?: boolean;
}

export class SignageSegmentUpdateInput extends PartialType(SignageSegmentInput, {
  skipNullProperties: false,
}) {}
