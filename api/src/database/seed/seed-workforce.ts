import {
  addCalendarDays,
  businessDayOf,
  DEFAULT_TIME_ZONE,
  instantOfDayMinutes,
} from '@bestellwerk/domain';
// Demo workforce: projects, tasks and planned shifts. The shifts are computed from the moment of
// loading (five weeks before it to the week after next), so the demo never shows a stale plan.
import type { OpeningHourEntry, Weekday } from '@bestellwerk/domain';
import { ProjectEntity } from '../../modules/workforce/entities/project.entity.js';
import { TaskEntity } from '../../modules/workforce/entities/task.entity.js';
import { WorkingScheduleEntity } from '../../modules/workforce/entities/working-schedule.entity.js';
import type { DemoData } from './demo/index.js';
import type { SeedContext } from './seed-registry.js';

/** Longest planned shift. */
const SHIFT_MINUTES = 8 * 60;

const WORKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** One planned shift, still by key. */
export interface PlannedShift {
  user: string;
  branch: string;
  department: string | null;
  start: Date;
  end: Date;
}

/** The Monday (calendar day in `timeZone`) of the ISO week after the one `now` falls in. */
export function mondayOfNextWeek(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const today = businessDayOf(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return addCalendarDays(today, 8 - weekday);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function regularHours(hours: OpeningHourEntry[], weekday: Weekday): OpeningHourEntry | undefined {
  return hours.find((entry) => entry.type === weekday && !entry.isClosed);
}

/**
 * Monday to Friday of the week starting `monday`: every staff member works each day in one of
 * their branches, taking turns in the order listed, from opening for up to eight hours (not
 * past closing), in the branch's first department. Days the branch is closed are left out.
 */
export function planWeek(
  data: DemoData,
  monday: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): PlannedShift[] {
  const branches = new Map(data.branches.map((branch) => [branch.key, branch]));
  const shifts: PlannedShift[] = [];
  for (const user of data.users) {
    WORKDAYS.forEach((weekday, index) => {
      if (user.branches.length === 0) return;
      const branchKey = user.branches[index % user.branches.length];
      const hours = regularHours(branches.get(branchKey)?.openingHours ?? [], weekday);
      if (!hours) return;
      const day = addCalendarDays(monday, index);
      const from = minutesOf(hours.from);
      const to = Math.min(from + SHIFT_MINUTES, minutesOf(hours.to));
      if (to <= from) return;
      shifts.push({
        user: user.key,
        branch: branchKey,
        department: data.departments.find((d) => d.branch === branchKey)?.key ?? null,
        start: instantOfDayMinutes(day, from, timeZone),
        end: instantOfDayMinutes(day, to, timeZone),
      });
    });
  }
  return shifts;
}

/** Weeks planned before the week of loading, and after it. */
export const DEMO_WEEKS_BEFORE = 5;
export const DEMO_WEEKS_AFTER = 2;

/**
 * The shifts of the demo: every week from DEMO_WEEKS_BEFORE weeks before the week of `now` to
 * DEMO_WEEKS_AFTER weeks after it, each planned like planWeek.
 */
export function planDemoWeeks(
  data: DemoData,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): PlannedShift[] {
  const thisMonday = addCalendarDays(mondayOfNextWeek(now, timeZone), -7);
  return Array.from({ length: DEMO_WEEKS_BEFORE + 1 + DEMO_WEEKS_AFTER }, (_, week) =>
    planWeek(data, addCalendarDays(thisMonday, (week - DEMO_WEEKS_BEFORE) * 7), timeZone),
  ).flat();
}

/** Stores the planned shifts; answers how many. */
export async function seedWorkingSchedules(
  { manager, keys }: SeedContext,
  shifts: readonly PlannedShift[],
): Promise<number> {
  await manager.save(
    shifts.map((shift) =>
      Object.assign(new WorkingScheduleEntity(), {
        user: keys.users.ref(shift.user),
        branch: keys.branches.ref(shift.branch),
        department: keys.departments.refOrNull(shift.department),
        start: shift.start,
        end: shift.end,
        comment: null,
      }),
    ),
  );
  return shifts.length;
}

/** Stores the projects. */
export async function seedProjects({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.projects.map(({ key: _key, ...project }) => Object.assign(new ProjectEntity(), project)),
  );
  keys.projects.addAll(data.projects, saved);
}

/** Stores the tasks, with their project where they have one. */
export async function seedTasks({ manager, data, keys }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.tasks.map(({ key: _key, project, ...task }) =>
      Object.assign(new TaskEntity(), task, { project: keys.projects.refOrNull(project) }),
    ),
  );
  keys.tasks.addAll(data.tasks, saved);
}
