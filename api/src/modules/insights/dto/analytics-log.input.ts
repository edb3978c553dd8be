import type { AnalyticsLogRequest } from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsJsonObject, MaxJsonLength, Optional } from '../../../common/validation/validators.js';

/** Longest `data` of an analytics event, serialised as JSON. */
export const MAX_ANALYTICS_DATA_LENGTH = 10_000;

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
