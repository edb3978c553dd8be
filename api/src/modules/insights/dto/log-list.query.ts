import { LOG_LEVELS } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { OptionalQueryDay, PagingQuery } from '../../../common/crud/list.query.js';

/**
 * Filters and paging of the log:
 * `?level=error&area=products&user=3&recordType=product&recordId=12&from=2026-11-01&page=2`.
 */
export class LogListQuery extends PagingQuery {
  @ApiPropertyOptional({ enum: LOG_LEVELS })
  @IsOptional()
  @IsIn(LOG_LEVELS)
  level?: string;

  @ApiPropertyOptional({
    description: 'Bereich, z. B. products, auth, orders',
    example: 'products',
  })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9-]*$/)
  @MaxLength(100)
  area?: string;

  @ApiPropertyOptional({ description: 'Nur Einträge dieses Mitarbeiters (ID)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  user?: string;

  @ApiPropertyOptional({ description: 'Art des betroffenen Datensatzes, z. B. product, order' })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9_-]*$/)
  @MaxLength(50)
  recordType?: string;

  @ApiPropertyOptional({ description: 'ID des betroffenen Datensatzes' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  recordId?: string;

  @OptionalQueryDay('Ab diesem Tag (JJJJ-MM-TT, Wiener Zeit)')
  from?: string;

  @OptionalQueryDay('Bis einschließlich diesem Tag (JJJJ-MM-TT, Wiener Zeit)')
  to?: string;
}
