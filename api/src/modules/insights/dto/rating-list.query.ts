import type { RatingListQueryInput } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { OptionalQueryDay } from '../../../common/crud/list.query.js';

/**
 * Filters of the ratings list: `?branch=3&from=2026-11-01&to=2026-11-30`. The period is of the
 * ratings' dates (business days, Vienna, inclusive).
 */
export class RatingListQuery implements RatingListQueryInput {
  @ApiPropertyOptional({ description: 'Nur Bewertungen dieser Filiale (ID)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  branch?: string;

  @OptionalQueryDay('Ab diesem Tag (JJJJ-MM-TT, Wiener Zeit)')
  from?: string;

  @OptionalQueryDay('Bis einschließlich diesem Tag (JJJJ-MM-TT, Wiener Zeit)')
  to?: string;
}
