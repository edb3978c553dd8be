import type { AnalyticsLogRequest } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsJsonObject, MaxJsonLength, Optional } from '../../../common/validation/validators.js';
import { TextField } from '../../../common/validation/text-fields.js';

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
  @TextField(100, { example: 'event' })
  type: string;

  @TextField(100, { example: 'add_to_cart' })
  action: string;

  @TextField(100, { example: 'ecommerce' })
  category: string;

  @ApiPropertyOptional({ type: Object, description: 'Höchstens 10 000 Zeichen als JSON' })
  @Optional()
  @IsJsonObject()
  @MaxJsonLength(MAX_ANALYTICS_DATA_LENGTH)
  data?: Record<string, unknown>;
}
