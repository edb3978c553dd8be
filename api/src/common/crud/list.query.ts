import { ListQueryLimits } from '@bestellwerk/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../validation/validators.js';

/**
 * An optional day filter of a list (`?from=2026-11-01`, `?to=…`): documented with its German
 * description and accepted only as a real calendar date.
 */
export function OptionalQueryDay(description: string): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsCalendarDate());
}

/**
 * Paging of a list read. Values come as strings from the query; they are checked by pattern,
 * then parsed. The total goes into the X-Total-Count header.
 */
export class PagingQuery {
  @ApiPropertyOptional({ description: 'Seite ab 1' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/)
  page?: string;

  @ApiPropertyOptional({ description: 'Einträge pro Seite (höchstens 500)' })
  @IsOptional()
  @Matches(/^([1-9]\d?|[1-4]\d\d|500)$/)
  pageSize?: string;
}

/**
 * Query of a list read: optional text search, sort field and direction, paging. Resources
 * may accept additional filter parameters, declared on the resource.
 */
export class ListQuery extends PagingQuery {
  @ApiPropertyOptional({ description: 'Suchbegriff' })
  @IsOptional()
  @IsString()
  @MaxLength(ListQueryLimits.search)
  search?: string;

  @ApiPropertyOptional({ description: 'Feld, nach dem sortiert wird' })
  @IsOptional()
  @IsString()
  @MaxLength(ListQueryLimits.sort)
  sort?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';
}
