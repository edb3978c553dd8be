import { ABSENCE_KINDS, WORKING_ACTIVITY_STATES } from '@bestellwerk/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ListQuery, OptionalQueryDay } from '../../../common/crud/list.query.js';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Filters shared by activities and schedules. `from`/`to` are Vienna calendar days and select
 * by start. For employees `user` is always their own id.
 */
export class WorkingTimeListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Nur Einträge dieses Benutzers (ID)' })
  @IsOptional()
  @Matches(ID)
  user?: string;

  @ApiPropertyOptional({ description: 'Nur Einträge dieser Filiale (ID)' })
  @IsOptional()
  @Matches(ID)
  branch?: string;

  @ApiPropertyOptional({ description: 'Nur Einträge dieser Abteilung (ID)' })
  @IsOptional()
  @Matches(ID)
  department?: string;

  @OptionalQueryDay('Beginn ab diesem Tag (JJJJ-MM-TT)')
  from?: string;

  @OptionalQueryDay('Beginn bis einschließlich diesem Tag (JJJJ-MM-TT)')
  to?: string;
}

export class WorkingActivityListQuery extends WorkingTimeListQuery {
  @ApiPropertyOptional({ description: 'Nur Aktivitäten dieses Projekts (ID)' })
  @IsOptional()
  @Matches(ID)
  project?: string;

  @ApiPropertyOptional({ description: 'Nur Aktivitäten dieser Aufgabe (ID)' })
  @IsOptional()
  @Matches(ID)
  task?: string;

  @ApiPropertyOptional({ enum: WORKING_ACTIVITY_STATES })
  @IsOptional()
  @IsIn(WORKING_ACTIVITY_STATES)
  state?: string;
}

export class WorkingScheduleListQuery extends WorkingTimeListQuery {}

export class ProjectListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  isEnabled?: string;
}

export class TaskListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Nur Aufgaben dieses Projekts (ID)' })
  @IsOptional()
  @Matches(ID)
  project?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  isDone?: string;
}

/** Absences of a user and/or overlapping a range of days. */
export class AbsenceListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Nur Abwesenheiten dieses Benutzers (ID)' })
  @IsOptional()
  @Matches(ID)
  user?: string;

  @ApiPropertyOptional({ enum: ABSENCE_KINDS })
  @IsOptional()
  @IsIn(ABSENCE_KINDS)
  kind?: string;

  @OptionalQueryDay('Abwesenheiten, die an oder nach diesem Tag enden (JJJJ-MM-TT)')
  from?: string;

  @OptionalQueryDay('Abwesenheiten, die an oder vor diesem Tag beginnen (JJJJ-MM-TT)')
  to?: string;
}

/** `?year=2026` of the holiday balances. */
export class HolidayBalanceQuery {
  @ApiPropertyOptional({ example: '2026' })
  @IsOptional()
  @Matches(/^(19|20|21)\d\d$/)
  year?: string;
}

/** `?year=2026&user=7` of the holiday balances' list. */
export class HolidayBalanceListQuery extends HolidayBalanceQuery {
  @ApiPropertyOptional({ description: 'Nur das Urlaubskonto dieses Benutzers (ID)' })
  @IsOptional()
  @Matches(ID)
  user?: string;
}

/** `?from=…&to=…` of the project hours: activities that start within these days (both optional). */
export class ProjectHoursQuery {
  @OptionalQueryDay('Aktivitäten ab diesem Tag (JJJJ-MM-TT)')
  from?: string;

  @OptionalQueryDay('Aktivitäten bis einschließlich diesem Tag (JJJJ-MM-TT)')
  to?: string;
}
