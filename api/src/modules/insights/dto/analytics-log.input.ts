import type { AnalyticsLogRequest } from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsJsonObject, MaxJsonLength, Optional } from '../../../common/validation/validators.js';

/** Longest `data` of an analytics event, serialised as JSON. */
export const MAX_ANALYTICS_DATA_LENGTH = 10_000;

/**
 * Largest analytics event in bytes, refused with 413 before it is parsed. Every event within
 * the field limits fits in plain text (about 10.4 KB); text of 3-byte characters (10 000 of
 * them are 30 KB) does not, so no stored event is larger than this.
 */
export const MAX_ANALYTICS_EVENT_BYTES = 16 * 1024;

/** One analytics event as the storefront sends it. */
export class AnalyticsLogInput implements AnalyticsLogRequest {
  @ApiProperty({ example: 'event' })
  @IsString()
  @MaxLength(100)
  type: string;

  @ApiProperty({ example: 'add_to_cart' })
  @IsString()
  @MaxLength(100)
  action: string;

  @ApiProperty({ example: 'ecommerce' })
  @IsString()
  @MaxLength(100)
  category: string;

  @ApiPropertyOptional({ type: Object, description: 'Höchstens 10 000 Zeichen als JSON' })
  @Optional()
  @IsJsonObject()
  @MaxJsonLength(MAX_ANALYTICS_DATA_LENGTH)
  data?: Record<string, unknown>;
}
