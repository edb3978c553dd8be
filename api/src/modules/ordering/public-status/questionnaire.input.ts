import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/** Longest comment of a rating. */
export const QUESTIONNAIRE_COMMENT_MAX_LENGTH = 2000;

/**
 * Body of `POST /api/orders/public/{uid}/{hash}/questionnaire`. The four ratings are checked by
 * the domain's `validateQuestionnaire` (one German message per missing or out-of-range field);
 * here they are only let through the whitelist.
 */
export class QuestionnaireInput {
  @ApiProperty({ minimum: 1, maximum: 5, description: 'Gesamteindruck' })
  @Allow()
  rating?: number;

  @ApiProperty({ minimum: 1, maximum: 5, description: 'Essen' })
  @Allow()
  foodRating?: number;

  @ApiProperty({ minimum: 1, maximum: 5, description: 'Service' })
  @Allow()
  serviceRating?: number;

  @ApiProperty({ minimum: 1, maximum: 5, description: 'Ablauf' })
  @Allow()
  processRating?: number;

  @ApiPropertyOptional({
    type: String,
    maxLength: QUESTIONNAIRE_COMMENT_MAX_LENGTH,
    nullable: true,
  })
  @IsOptional()
  @IsString()
  @MaxLength(QUESTIONNAIRE_COMMENT_MAX_LENGTH)
  comment?: string | null;
}
