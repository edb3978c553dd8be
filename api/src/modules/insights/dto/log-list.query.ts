import { LOG_LEVELS } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '../../../common/crud/list-query.dto.js';
import { IsCalendarDate } from '../../../common/validation/validators.js';

/** Filters and paging of the log: `?level=error&channel=payment&from=2026-11-01&page=2`. */
export class LogListQuery extends PagingQueryDto {
  @ApiPropertyOptional({ enum: LOG_LEVELS })
  @IsOptional()
  @IsIn(LOG_LEVELS)
  level?: string;

  @ApiPropertyOptional({ example: 'payment' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  channel?: string;

  @ApiPropertyOptional({ description: 'Ab diesem Tag (JJJJ-MM-TT, Wiener Zeit)' })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ description: 'Bis einschließlich diesem Tag (JJJJ-MM-TT, Wiener Zeit)' })
  @IsOptional()
  @IsCalendarDate()
  to?: string;
}
