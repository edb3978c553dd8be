import { WorkingActivityLimits } from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { NonBlankTextField } from '../../../common/validation/text-fields.js';
import { IsMonth } from '../../../common/validation/validators.js';

const ID = /^[1-9]\d{0,9}$/;

/** GET /api/time-sheets/changes: one month, optionally one employee. */
export class TimeSheetChangesQuery {
  @ApiProperty({ example: '2026-11', description: 'Monat (JJJJ-MM)' })
  @IsMonth()
  month: string;

  @ApiPropertyOptional({ description: 'Nur diese Mitarbeiterin, diesen Mitarbeiter (ID)' })
  @IsOptional()
  @Matches(ID)
  user?: string;
}

/** GET /api/time-sheets/month (and its CSV and PDF): one month, filtered by branch or employee. */
export class TimeSheetMonthQuery extends TimeSheetChangesQuery {
  @ApiPropertyOptional({ description: 'Nur Mitarbeitende dieser Filiale (ID)' })
  @IsOptional()
  @Matches(ID)
  branch?: string;
}

/** DELETE /api/time-sheets/months/{month}/close: why a closed month is opened again. */
export class ReopenMonthInput {
  @NonBlankTextField(WorkingActivityLimits.reason, { example: 'Krankmeldung nachgereicht' })
  reason: string;
}
