import { LOG_LEVELS } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalQueryDay, PagingQuery } from '../../../common/crud/list.query.js';

/** Filters and paging of the log: `?level=error&channel=payment&from=2026-11-01&page=2`. */
export class LogListQuery extends PagingQuery {
  @ApiPropertyOptional({ enum: LOG_LEVELS })
  @IsOptional()
  @IsIn(LOG_LEVELS)
  level?: string;

  @ApiPropertyOptional({ example: 'payment' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  channel?: string;

  @OptionalQueryDay('Ab diesem Tag (JJJJ-MM-TT, Wiener Zeit)')
  from?: string;

  @OptionalQueryDay('Bis einschließlich diesem Tag (JJJJ-MM-TT, Wiener Zeit)')
  to?: string;
}
