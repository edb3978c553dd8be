import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** Query of the board's lists (current, missed): optionally one branch. */
export class OrderBoardQuery {
  @ApiPropertyOptional({ description: 'Nur Bestellungen dieser Filiale (ID)' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/)
  branch?: string;
}
