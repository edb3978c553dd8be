// Demo time records: what the staff worked in the weeks before loading, their absences and
// holiday accounts. Everything follows from the planned shifts and the moment of loading, with
// fixed variations (no randomness), so the same moment always gives the same demo.
import {
  addCalendarDays,
  businessDayOf,
  DEFAULT_AUTO_END_GRACE_MINUTES,
  DEFAULT_TIME_ZONE,
  MINUTE_MS,
  type AbsenceKind,
  type DateString,
  type WorkingActivityPause,
} from '@bestellwerk/domain';
import { AbsenceEntity } from '../../modules/workforce/entities/absence.entity.js';
import { HolidayBalanceEntity } from '../../modules/workforce/entities/holiday-balance.entity.js';
import { WorkingActivityEntity } from '../../modules/workforce/entities/working-activity.entity.js';
import type { SeedContext } from './seed-registry.js';
import {
  mondayOfNextWeek,
  planDemoWeeks,
  seedWorkingSchedules,
  type PlannedShift,
} from './seed-workforce.js';

/** Holiday days per year of every demo account (Austria: five weeks). */
export const DEMO_HOLIDAY_ENTITLEMENT = 25;

/** Days left over from last year, by account. */
const DEMO_CARRY_OVER: Readonly<Record<string, number>> = { mitarbeiter: 3, sophie: 1.5 };

/** The employee who books their shifts on the Christmas bakery, with the task. */
const PROJECT_WORKER = {
  user: 'tobias',
  project: 'weihnachtsbaeckerei-2026',
  task: 'stollen-backen',
};

/** One absence of a demo account, still by key. */
export interface DemoAbsence {
  user: string;
  kind: AbsenceKind;
  from: DateString;
  to: DateString;
  comment: string | null;
}

/** One worked shift, still by key. */
export interface DemoActivity {
  user: string;
  branch: string;
  department: string | null;
  start: Date;
  end: Date;
  pauses: WorkingActivityPause[];
  autoEnded: boolean;
  project: string | null;
  task: string | null;
}

/**
 * The absences around the week of `monday` (the Monday after loading): a holiday of Lukas in
 * the week after that, his two sick days three weeks before, a holiday week of Sophie a month
 * ago and a sick day of Elif last week. Users missing from the demo data are left out.
 */
export function demoAbsences(monday: DateString, users: readonly string[]): DemoAbsence[] {
  const absences: DemoAbsence[] = [
    {
      user: 'mitarbeiter',
      kind: 'holiday',
      from: addCalendarDays(monday, 7),
      to: addCalendarDays(monday, 11),
      comment: 'Skiurlaub',
    },
    {
      user: 'mitarbeiter',
      kind: 'sick',
      from: addCalendarDays(monday, -20),
      to: addCalendarDays(monday, -19),
      comment: null,
    },
    {
      user: 'sophie',
      kind: 'holiday',
      from: addCalendarDays(monday, -28),
      to: addCalendarDays(monday, -24),
      comment: null,
    },
    {
      user: 'elif',
      kind: 'sick',
      from: addCalendarDays(monday, -4),
      to: addCalendarDays(monday, -4),
      comment: null,
    },
  ];
  return absences.filter((absence) => users.includes(absence.user));
}

function absentOn(absences: readonly DemoAbsence[], user: string, day: DateString): boolean {
  return absences.some((a) => a.user === user && a.from <= day && day <= a.to);
}

/** Shifts nobody would plan: those on a day of the employee's holiday. */
export function withoutHolidays(
  shifts: readonly PlannedShift[],
  absences: readonly DemoAbsence[],
  timeZone: string = DEFAULT_TIME_ZONE,
): PlannedShift[] {
  const holidays = absences.filter((absence) => absence.kind === 'holiday');
  return shifts.filter(
    (shift) => !absentOn(holidays, shift.user, businessDayOf(shift.start, timeZone)),
  );
}

const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE_MS);

/**
 * What was worked of the planned shifts on days before `today`, except on absence days. Each
 * shift varies by its position in the list: clocked in up to 6 minutes early or late, out up to
 * 10 minutes early or 20 late, a 30-minute break after about four hours. Every eighth break is
 * only 15 minutes (the month view flags the day), and every 23rd shift was never clocked out
 * and closed by the clock at the planned end plus the grace time ("automatisch beendet").
 */
export function workedShifts(
  shifts: readonly PlannedShift[],
  absences: readonly DemoAbsence[],
  today: DateString,
  timeZone: string = DEFAULT_TIME_ZONE,
): DemoActivity[] {
  return shifts.flatMap((shift, index) => {
    const day = businessDayOf(shift.start, timeZone);
    if (day >= today || absentOn(absences, shift.user, day)) return [];
    const autoEnded = index % 23 === 7;
    const start = at(shift.start, ((index * 7) % 13) - 6);
    const end = autoEnded
      ? at(shift.end, DEFAULT_AUTO_END_GRACE_MINUTES)
      : at(shift.end, ((index * 11) % 31) - 10);
    const pauseStart = at(start, 210 + ((index * 5) % 20));
    const pauseMinutes = index % 8 === 5 ? 15 : 30;
    const books = shift.user === PROJECT_WORKER.user;
    return [
      {
        user: shift.user,
        branch: shift.branch,
        department: shift.department,
        start,
        end,
        pauses: [
          { start: pauseStart.toISOString(), end: at(pauseStart, pauseMinutes).toISOString() },
        ],
        autoEnded,
        project: books ? PROJECT_WORKER.project : null,
        task: books ? PROJECT_WORKER.task : null,
      },
    ];
  });
}

/** Stores the absences; answers how many. */
export async function seedAbsences(
  { manager, keys }: SeedContext,
  absences: readonly DemoAbsence[],
): Promise<number> {
  await manager.save(
    absences.map(({ user, ...absence }) =>
      Object.assign(new AbsenceEntity(), absence, { user: keys.users.ref(user) }),
    ),
  );
  return absences.length;
}

/** Stores the worked shifts as ended activities; answers how many. */
export async function seedWorkingActivities(
  { manager, keys }: SeedContext,
  activities: readonly DemoActivity[],
): Promise<number> {
  await manager.save(
    activities.map((activity) =>
      Object.assign(new WorkingActivityEntity(), {
        user: keys.users.ref(activity.user),
        branch: keys.branches.ref(activity.branch),
        department: keys.departments.refOrNull(activity.department),
        project: keys.projects.refOrNull(activity.project),
        task: keys.tasks.refOrNull(activity.task),
        state: 'ended',
        start: activity.start,
        end: activity.end,
        pauses: activity.pauses,
        comment: null,
        autoEnded: activity.autoEnded,
      }),
    ),
  );
  return activities.length;
}

/** A holiday account of this year for every demo account, some with days carried over. */
export async function seedHolidayBalances(
  { manager, data, keys }: SeedContext,
  year: number,
): Promise<number> {
  await manager.save(
    data.users.map((user) =>
      Object.assign(new HolidayBalanceEntity(), {
        user: keys.users.ref(user.key),
        year,
        entitlement: DEMO_HOLIDAY_ENTITLEMENT,
        carryOver: DEMO_CARRY_OVER[user.key] ?? 0,
      }),
    ),
  );
  return data.users.length;
}

/**
 * The demo's working time around `now`: planned shifts (without holiday days), what was worked
 * of them before today, absences and this year's holiday accounts. Needs the users, branches,
 * departments, projects and tasks stored. Answers the counts.
 */
export async function seedTimeRecords(
  context: SeedContext,
  now: Date,
): Promise<
  Record<'workingSchedules' | 'workingActivities' | 'absences' | 'holidayBalances', number>
> {
  const { data, timeZone } = context;
  const today = businessDayOf(now, timeZone);
  const absences = demoAbsences(
    mondayOfNextWeek(now, timeZone),
    data.users.map((user) => user.key),
  );
  const shifts = withoutHolidays(planDemoWeeks(data, now, timeZone), absences, timeZone);
  return {
    workingSchedules: await seedWorkingSchedules(context, shifts),
    workingActivities: await seedWorkingActivities(
      context,
      workedShifts(shifts, absences, today, timeZone),
    ),
    absences: await seedAbsences(context, absences),
    holidayBalances: await seedHolidayBalances(context, Number(today.slice(0, 4))),
  };
}
