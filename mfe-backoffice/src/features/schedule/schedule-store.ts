import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@bestellwerk/client';
import {
  addCalendarDays,
  BREAK_RULES,
  CRUD_COLLECTIONS,
  mondayOf,
  moveByWallDays,
  plannedMinutesByDay,
  type BreakRuleId,
  type DateString,
  type Department,
  type Id,
  type User,
  type WorkingSchedule,
  type WorkingScheduleInput,
} from '@bestellwerk/domain';
import { ChangeState } from '../../shared/layout/index.js';
import { resourceMessages } from '../../shared/resources/resource-config.js';
import {
  daysTo,
  shiftDay,
  shiftInstants,
  shiftTimes,
  shiftWarnings,
  weekDays,
  type ShiftWarning,
} from './schedule-week.js';

/** The spec's message when the schedule cannot be loaded (backend.md §8). */
export const SCHEDULE_LOAD_FAILED = 'Planung konnte nicht geladen werden.';
/** The catalogue messages of the shifts' changes ('Planung wurde erstellt.'). */
export const SHIFT_MESSAGES = resourceMessages(CRUD_COLLECTIONS.workingSchedules.names);
/** The message when copying the week before failed. */
export const COPY_FAILED = 'Vorwoche konnte nicht kopiert werden.';

/** A person a row of the grid belongs to. */
export type ScheduleEmployee = Pick<
  User,
  'id' | 'username' | 'firstName' | 'lastName' | 'branches'
>;

/** A shift as the form edits it: a day and wall-clock times (an end before the start is the next day). */
export interface ShiftDraft {
  /** The shift being edited; null for a new one. */
  id: Id | null;
  user: Id;
  day: DateString;
  start: string;
  end: string;
  branch: Id | null;
  department: Id | null;
  comment: string;
}

/** What the schedule page needs from outside: the API, the zone, who is looking and today. */
export interface ScheduleContext {
  api: Pick<ApiClient, 'get' | 'post' | 'put' | 'delete'>;
  timeZone: string;
  /** The configured statutory break rule: planned hours are net of the break it requires. */
  breakRule: BreakRuleId;
  /** Admins plan everyone; other staff see their own shifts read-only. */
  isAdmin: boolean;
  me: ScheduleEmployee;
  today: DateString;
}

/** An employee's name as the grid shows it: first and last name, else the username. */
export function employeeName(employee: ScheduleEmployee): string {
  return `${employee.firstName} ${employee.lastName}`.trim() || employee.username;
}

/**
 * The week of the schedule (Dienstplan) of one branch and department: its employees, their
 * shifts, planned hours, the domain's conflicts, and the changes an administrator makes.
 */
export class ScheduleStore {
  monday: DateString;
  branchId: Id | null = null;
  departmentId: Id | null = null;
  employees: readonly ScheduleEmployee[] = [];
  departments: readonly Department[] = [];
  /** The shifts of the week and a day either side (the rest time reaches over the week's edge). */
  shifts: readonly WorkingSchedule[] = [];
  status: 'loading' | 'done' | 'failed' = 'loading';
  /** How the last change went ('Planung wurde erstellt.', or why it failed, by field). */
  readonly changes = new ChangeState();
  private loadCount = 0;

  constructor(private readonly context: ScheduleContext) {
    this.monday = mondayOf(context.today);
    makeObservable<ScheduleStore, 'finish'>(this, {
      monday: observable,
      branchId: observable,
      departmentId: observable,
      employees: observableRef,
      departments: observableRef,
      shifts: observableRef,
      status: observable,
      days: computed,
      rows: computed,
      visibleShifts: computed,
      warnings: computed,
      setWeek: action,
      setBranch: action,
      setDepartment: action,
      finish: action,
    });
  }

  get isAdmin(): boolean {
    return this.context.isAdmin;
  }

  get timeZone(): string {
    return this.context.timeZone;
  }

  get days(): DateString[] {
    return weekDays(this.monday);
  }

  /** Goes to the week holding `day` and loads it. */
  setWeek(day: DateString): Promise<void> {
    this.monday = mondayOf(day);
    return this.load();
  }

  nextWeek = () => this.setWeek(addCalendarDays(this.monday, 7));
  previousWeek = () => this.setWeek(addCalendarDays(this.monday, -7));
  thisWeek = () => this.setWeek(this.context.today);

  /** Shows another branch (its departments are loaded; the department choice is reset). */
  setBranch(branchId: Id | null): Promise<void> {
    this.branchId = branchId;
    this.departmentId = null;
    return this.load();
  }

  setDepartment(departmentId: Id | null): void {
    this.departmentId = departmentId;
  }

  /** Loads employees, departments and the week's shifts; the last request wins. */
  async load(): Promise<void> {
    const ticket = ++this.loadCount;
    runInAction(() => {
      this.status = 'loading';
    });
    const { api, isAdmin, me } = this.context;
    const from = addCalendarDays(this.monday, -1);
    const to = addCalendarDays(this.monday, 7);
    try {
      const [employees, departments, shifts] = await Promise.all([
        isAdmin ? api.get('/users') : Promise.resolve([me]),
        this.branchId === null
          ? Promise.resolve([])
          : api.get(`/departments?branch=${this.branchId}`),
        api.get(`/working-schedules?from=${from}&to=${to}`),
      ]);
      if (ticket !== this.loadCount) return;
      this.finish('done', { employees, departments, shifts });
    } catch {
      if (ticket === this.loadCount) this.finish('failed');
    }
  }

  private finish(
    status: 'done' | 'failed',
    data?: {
      employees: readonly ScheduleEmployee[];
      departments: readonly Department[];
      shifts: readonly WorkingSchedule[];
    },
  ): void {
    this.status = status;
    if (data) {
      this.employees = data.employees;
      this.departments = data.departments;
      this.shifts = data.shifts;
    }
  }

  /** Whether a shift belongs to the chosen branch and department. */
  private matches(shift: WorkingSchedule): boolean {
    if (this.branchId !== null && shift.branch?.id !== this.branchId) return false;
    if (this.departmentId !== null && shift.department?.id !== this.departmentId) return false;
    return true;
  }

  /** The shifts the grid shows: of this week, the branch and the department. */
  get visibleShifts(): WorkingSchedule[] {
    const days = new Set(this.days);
    return this.shifts.filter(
      (shift) => days.has(shiftDay(shift, this.timeZone)) && this.matches(shift),
    );
  }

  /** The rows: the branch's employees and anyone with a shift shown, by name. */
  get rows(): ScheduleEmployee[] {
    const planned = new Set(this.visibleShifts.map((shift) => shift.user.id));
    return this.employees
      .filter(
        (employee) =>
          planned.has(employee.id) ||
          (this.departmentId === null &&
            (this.branchId === null ||
              employee.branches.some((branch) => branch.id === this.branchId))),
      )
      .sort((a, b) => employeeName(a).localeCompare(employeeName(b), 'de'));
  }

  /** The shifts of one employee on one day, earliest first. */
  shiftsOf(userId: Id, day: DateString): WorkingSchedule[] {
    return this.visibleShifts
      .filter((shift) => shift.user.id === userId && shiftDay(shift, this.timeZone) === day)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }

  /**
   * Planned net milliseconds of an employee on a day (the shifts shown): their length less the
   * unpaid break the configured rule requires, as the time sheet's "Soll" counts them.
   */
  dayMs(userId: Id, day: DateString): number {
    const rule = BREAK_RULES[this.context.breakRule] ?? BREAK_RULES.AT;
    const planned = plannedMinutesByDay(this.shiftsOf(userId, day), rule, this.timeZone);
    return (planned.get(day) ?? 0) * 60_000;
  }

  /** Planned milliseconds of an employee in the week (the shifts shown). */
  weekMs(userId: Id): number {
    return this.days.reduce((sum, day) => sum + this.dayMs(userId, day), 0);
  }

  /**
   * The conflicts of the shown shifts (overlap, rest under 11 h), checked against all loaded
   * shifts of the same employees, also those of other branches and the days around the week.
   */
  get warnings(): ShiftWarning[] {
    const shown = new Set(this.visibleShifts.map((shift) => shift.id));
    const people = new Set(this.visibleShifts.map((shift) => shift.user.id));
    return shiftWarnings(
      this.shifts.filter((shift) => people.has(shift.user.id)),
      this.timeZone,
    ).filter((warning) => shown.has(warning.shiftId));
  }

  warningsOf(shiftId: Id): ShiftWarning[] {
    return this.warnings.filter((warning) => warning.shiftId === shiftId);
  }

  /** The form's values of a new shift in a cell, or of a shift to edit. */
  draftOf(shift: WorkingSchedule | null, cell?: { user: Id; day: DateString }): ShiftDraft {
    if (!shift) {
      return {
        id: null,
        user: cell?.user ?? this.context.me.id,
        day: cell?.day ?? this.monday,
        start: '07:00',
        end: '15:00',
        branch: this.branchId,
        department: this.departmentId,
        comment: '',
      };
    }
    const [start, end] = shiftTimesOf(shift, this.timeZone);
    return {
      id: shift.id,
      user: shift.user.id,
      day: shiftDay(shift, this.timeZone),
      start,
      end,
      branch: shift.branch?.id ?? null,
      department: shift.department?.id ?? null,
      comment: shift.comment,
    };
  }

  /** Creates or saves a shift from the form; resolves false (with the messages) when it failed. */
  async save(draft: ShiftDraft): Promise<boolean> {
    const times = shiftInstants(draft.day, draft.start, draft.end, this.timeZone);
    const isNew = draft.id === null;
    const failed = isNew ? SHIFT_MESSAGES.createFailed : SHIFT_MESSAGES.updateFailed;
    if ('error' in times) {
      this.changes.fail(failed, { [times.field]: times.error });
      return false;
    }
    const body: WorkingScheduleInput = {
      user: { id: draft.user },
      branch: draft.branch === null ? null : { id: draft.branch },
      department: draft.department === null ? null : { id: draft.department },
      start: times.start,
      end: times.end,
      comment: draft.comment,
    };
    const { api } = this.context;
    return this.change(failed, isNew ? SHIFT_MESSAGES.created : SHIFT_MESSAGES.updated, () =>
      draft.id === null
        ? api.post('/working-schedules', body)
        : api.put(`/working-schedules/${draft.id}`, body),
    );
  }

  /** Deletes a shift. */
  remove(shift: WorkingSchedule): Promise<boolean> {
    return this.change(SHIFT_MESSAGES.deleteFailed, SHIFT_MESSAGES.deleted, () =>
      this.context.api.delete(`/working-schedules/${shift.id}`),
    );
  }

  /**
   * Moves a shift to another employee and/or day (drag and drop, or "Verschieben" in the form),
   * keeping its wall-clock times.
   */
  move(shiftId: Id, userId: Id, day: DateString): Promise<boolean> {
    const shift = this.shifts.find((candidate) => candidate.id === shiftId);
    if (!shift) return Promise.resolve(false);
    const days = daysTo(shift, day, this.timeZone);
    if (days === 0 && shift.user.id === userId) return Promise.resolve(true);
    return this.change(SHIFT_MESSAGES.updateFailed, SHIFT_MESSAGES.updated, () =>
      this.context.api.put(`/working-schedules/${shift.id}`, {
        user: { id: userId },
        start: moveByWallDays(shift.start, days, this.timeZone).toISOString(),
        end: moveByWallDays(shift.end, days, this.timeZone).toISOString(),
      }),
    );
  }

  /** An employee's name for messages, or "Benutzer 7" for someone not loaded. */
  nameOf(userId: Id): string {
    const employee = this.employees.find((candidate) => candidate.id === userId);
    return employee ? employeeName(employee) : `Benutzer ${userId}`;
  }

  /** Copies the week before onto this week (of the chosen branch and department). */
  async copyPreviousWeek(): Promise<boolean> {
    let outcome = '';
    const ok = await this.change(
      COPY_FAILED,
      () => outcome,
      async () => {
        const answer = await this.context.api.post('/working-schedules/copy-week', {
          from: addCalendarDays(this.monday, -7),
          to: this.monday,
          ...(this.branchId === null ? {} : { branch: { id: this.branchId } }),
          ...(this.departmentId === null ? {} : { department: { id: this.departmentId } }),
        });
        const skipped = answer.skipped.length;
        outcome =
          `${answer.created.length} ${answer.created.length === 1 ? 'Schicht' : 'Schichten'} kopiert` +
          (skipped
            ? `, ${skipped} übersprungen: ${answer.skipped
                .map((skip) => `${this.nameOf(skip.shift.user.id)}: ${skip.reason}`)
                .join(' ')}`
            : '.');
      },
    );
    return ok;
  }

  /** Runs a change, then reloads the week; `changes` says how it went. */
  private async change(
    failed: string,
    done: string | (() => string),
    task: () => Promise<unknown>,
  ): Promise<boolean> {
    const ok = await this.changes.run(failed, done, task);
    if (ok) await this.load();
    return ok;
  }
}

/** The wall-clock start and end of a shift, 'HH:mm' each. */
function shiftTimesOf(shift: WorkingSchedule, timeZone: string): [string, string] {
  return shiftTimes(shift, timeZone).split('–') as [string, string];
}
