import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@bestellwerk/client';
import {
  CRUD_COLLECTIONS,
  type AbsenceEntry,
  type AbsenceInput,
  type HolidayBalance,
  type Id,
  type User,
} from '@bestellwerk/domain';
import { ChangeState } from '../../shared/layout/index.js';
import { resourceMessages } from '../../shared/resources/resource-config.js';

/** The spec's message when the holiday accounts cannot be loaded (backend.md §8). */
export const BALANCES_LOAD_FAILED = 'Urlaubskonten konnten nicht geladen werden.';
/** The catalogue messages of the balances' changes ('Urlaubskonto wurde erstellt.'). */
export const BALANCE_MESSAGES = resourceMessages(CRUD_COLLECTIONS.holidayBalances.names);
/** The catalogue messages of the absences' changes ('Abwesenheit wurde erstellt.'). */
export const ABSENCE_MESSAGES = resourceMessages(CRUD_COLLECTIONS.absences.names);

/** Days of holiday a new account starts with. */
export const DEFAULT_ENTITLEMENT = 25;

export type HolidayEmployee = Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>;

/** One row of the table: an employee and their account of the year, if one exists. */
export interface HolidayRow {
  employee: HolidayEmployee;
  balance: HolidayBalance | null;
}

/** What a change of an account or an absence sends. */
export interface BalanceValues {
  entitlement: number;
  carryOver: number;
}

type Api = Pick<ApiClient, 'get' | 'post' | 'put' | 'delete'>;

/** An employee's name as the table shows it. */
export function employeeName(employee: HolidayEmployee): string {
  return `${employee.firstName} ${employee.lastName}`.trim() || employee.username;
}

/**
 * The holiday accounts (Urlaubskonten) of one year: every employee with entitlement, carry-over,
 * days taken, planned and left (counted by the API from the absences), creating missing
 * accounts and changing entitlement and carry-over.
 */
export class HolidayBalancesStore {
  year: number;
  employees: readonly HolidayEmployee[] = [];
  balances: readonly HolidayBalance[] = [];
  /** The accounts of the year before, to suggest a new account's numbers. */
  previousBalances: readonly HolidayBalance[] = [];
  status: 'loading' | 'done' | 'failed' = 'loading';
  readonly changes = new ChangeState();
  private loadCount = 0;

  constructor(
    private readonly api: Api,
    thisYear: number,
  ) {
    this.year = thisYear;
    makeObservable<HolidayBalancesStore, 'finish'>(this, {
      year: observable,
      employees: observableRef,
      balances: observableRef,
      previousBalances: observableRef,
      status: observable,
      rows: computed,
      setYear: action,
      finish: action,
    });
  }

  setYear(year: number): Promise<void> {
    this.year = year;
    return this.load();
  }

  /** Loads the employees and the year's accounts; the last request wins. */
  async load(): Promise<void> {
    const ticket = ++this.loadCount;
    runInAction(() => {
      this.status = 'loading';
    });
    try {
      const [employees, balances, previous] = await Promise.all([
        this.api.get('/users'),
        this.api.get(`/holiday-balances?year=${this.year}`),
        this.api.get(`/holiday-balances?year=${this.year - 1}`),
      ]);
      if (ticket === this.loadCount) this.finish('done', { employees, balances, previous });
    } catch {
      if (ticket === this.loadCount) this.finish('failed');
    }
  }

  private finish(
    status: 'done' | 'failed',
    data?: {
      employees: readonly HolidayEmployee[];
      balances: readonly HolidayBalance[];
      previous: readonly HolidayBalance[];
    },
  ): void {
    this.status = status;
    if (!data) return;
    this.employees = data.employees;
    this.balances = data.balances;
    this.previousBalances = data.previous;
  }

  /**
   * What a new account of an employee starts with: last year's entitlement and what was left of
   * it as carry-over (nothing when overdrawn), else {@link DEFAULT_ENTITLEMENT} days.
   */
  suggestionFor(userId: Id): BalanceValues & { fromYear: number | null } {
    const previous = this.previousBalances.find((balance) => balance.user.id === userId);
    return previous
      ? {
          entitlement: previous.entitlement,
          carryOver: Math.max(0, previous.left),
          fromYear: previous.year,
        }
      : { entitlement: DEFAULT_ENTITLEMENT, carryOver: 0, fromYear: null };
  }

  /** Every employee by name, with their account of the year or null. */
  get rows(): HolidayRow[] {
    const byUser = new Map(this.balances.map((balance) => [balance.user.id, balance]));
    return [...this.employees]
      .sort((a, b) => employeeName(a).localeCompare(employeeName(b), 'de'))
      .map((employee) => ({ employee, balance: byUser.get(employee.id) ?? null }));
  }

  /** Creates the year's account of an employee. */
  async create(userId: Id, values: BalanceValues): Promise<boolean> {
    const ok = await this.changes.run(BALANCE_MESSAGES.createFailed, BALANCE_MESSAGES.created, () =>
      this.api.post('/holiday-balances', { user: { id: userId }, year: this.year, ...values }),
    );
    if (ok) await this.load();
    return ok;
  }

  /** Changes entitlement and carry-over of an account. */
  async update(balance: HolidayBalance, values: BalanceValues): Promise<boolean> {
    const ok = await this.changes.run(BALANCE_MESSAGES.updateFailed, BALANCE_MESSAGES.updated, () =>
      this.api.put(`/holiday-balances/${balance.id}`, values),
    );
    if (ok) await this.load();
    return ok;
  }
}

/** The absences of one employee in one year, with adding, changing and deleting them. */
export class AbsenceListStore {
  absences: readonly AbsenceEntry[] = [];
  status: 'loading' | 'done' | 'failed' = 'loading';
  readonly changes = new ChangeState();

  constructor(
    private readonly api: Api,
    readonly employee: HolidayEmployee,
    readonly year: number,
    /** Runs after each change (the accounts count the absences again). */
    private readonly onChanged: () => Promise<void>,
  ) {
    makeObservable(this, { absences: observableRef, status: observable });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
    });
    try {
      const absences = await this.api.get(
        `/absences?user=${this.employee.id}&from=${this.year}-01-01&to=${this.year}-12-31&sort=from&order=asc`,
      );
      runInAction(() => {
        this.absences = absences;
        this.status = 'done';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  /** Adds an absence, or saves a changed one. */
  save(id: Id | null, input: Omit<AbsenceInput, 'user'>): Promise<boolean> {
    const body = { ...input, user: { id: this.employee.id } };
    return this.change(
      id === null ? ABSENCE_MESSAGES.createFailed : ABSENCE_MESSAGES.updateFailed,
      id === null ? ABSENCE_MESSAGES.created : ABSENCE_MESSAGES.updated,
      () =>
        id === null ? this.api.post('/absences', body) : this.api.put(`/absences/${id}`, body),
    );
  }

  remove(absence: AbsenceEntry): Promise<boolean> {
    return this.change(ABSENCE_MESSAGES.deleteFailed, ABSENCE_MESSAGES.deleted, () =>
      this.api.delete(`/absences/${absence.id}`),
    );
  }

  private async change(failed: string, done: string, task: () => Promise<unknown>) {
    const ok = await this.changes.run(failed, done, task);
    if (ok) await Promise.all([this.load(), this.onChanged()]);
    return ok;
  }
}
