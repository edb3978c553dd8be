import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { ListQuery } from '../../../common/crud/list.query.js';

/** Filter of the department list: `?branch=3`. */
export class DepartmentListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Nur Abteilungen dieser Filiale (ID)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  branch?: string;
}
