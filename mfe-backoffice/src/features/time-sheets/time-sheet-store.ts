import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@bestellwerk/client';
import type { Id, TimeSheetMonth, WorkingTimeChange } from '@bestellwerk/domain';
import type { ActionErrorStore } from '../../shared/layout/index.js';
import { correctionBody, shiftMonth, type CorrectionDraft } from './time-sheet-rules.js';

/** The catalogue messages of the screen (backend.md §8). */
export const TIME_SHEET_MESSAGES = {
  loadFailed: 'Aktivitäten konnten nicht geladen werden.',
  saveFailed: 'Aktivität konnte nicht gespeichert werden.',
  closeFailed: 'Monat konnte nicht abgeschlossen werden.',
} as const;

/** The calls of the screen; the shared ApiClient satisfies it. */
export type TimeSheetApi = Pick<ApiClient, 'get' | 'post' | 'put'>;

/** The error-record names of the screen's actions. */
export const TIME_SHEET_ACTIONS = { load: 'load', save: 'save', close: 'close' } as const;

/**
 * The "Zeiterfassung" screen's state: the month shown (with branch filter), its time sheets and
 * audit trail, the employee selected; corrections (with their reason) and closing the month.
 */
export class TimeSheetStore {
  month: string;
  branch: Id | null = null;
  selectedId: Id | null = null;
  sheet: TimeSheetMonth | null = null;
  changes: readonly WorkingTimeChange[] = [];
  /** Bumped per load, so an older answer never replaces a newer month. */
  private loadCount = 0;

  constructor(
    private readonly api: TimeSheetApi,
    readonly errors: ActionErrorStore,
    month: string,
  ) {
    this.month = month;
    makeObservable<TimeSheetStore, 'show'>(this, {
      month: observable,
      branch: observable,
      selectedId: observable,
      sheet: observableRef,
      changes: observableRef,
      show: action,
      select: action,
      setBranch: action,
      selected: computed,
      isClosed: computed,
    });
  }

  /** The employee whose days are shown: the selected one, or the only one (an employee). */
  get selected() {
    const employees = this.sheet?.employees ?? [];
    return (
      employees.find((employee) => employee.id === this.selectedId) ??
      (employees.length === 1 ? employees[0] : null)
    );
  }

  get isClosed(): boolean {
    return !!this.sheet?.closing;
  }

  /** The query of the month's reads and downloads. */
  get query(): string {
    return `month=${this.month}${this.branch === null ? '' : `&branch=${this.branch}`}`;
  }

  /** Loads the month's sheets and audit trail. */
  load(): Promise<boolean> {
    const count = ++this.loadCount;
    const query = this.query;
    return this.errors.run(TIME_SHEET_ACTIONS.load, TIME_SHEET_MESSAGES.loadFailed, async () => {
      const [sheet, changes] = await Promise.all([
        this.api.get(`/time-sheets/month?${query}`),
        this.api.get(`/time-sheets/changes?month=${this.month}`),
      ]);
      if (count === this.loadCount)
        runInAction(() => {
          this.sheet = sheet;
          this.changes = changes;
        });
    });
  }

  private show(month: string): void {
    this.month = month;
    this.sheet = null;
    this.changes = [];
  }

  /** Shows another month (`YYYY-MM`). */
  showMonth(month: string): Promise<boolean> {
    this.show(month);
    return this.load();
  }

  /** Shows the month before (-1) or after (+1). */
  step(by: number): Promise<boolean> {
    return this.showMonth(shiftMonth(this.month, by));
  }

  setBranch(branch: Id | null): Promise<boolean> {
    this.branch = branch;
    return this.load();
  }

  select(id: Id | null): void {
    this.selectedId = id;
  }

  /** Saves a correction or a missing day's activity with its reason; reloads on success. */
  async save(draft: CorrectionDraft, timeZone?: string): Promise<boolean> {
    const body = correctionBody(draft, timeZone);
    const saved = await this.errors.run(
      TIME_SHEET_ACTIONS.save,
      TIME_SHEET_MESSAGES.saveFailed,
      () =>
        draft.activityId === null
          ? this.api.post('/working-activities', body)
          : this.api.put(`/working-activities/${draft.activityId}`, body),
    );
    if (saved) await this.load();
    return saved;
  }

  /** Closes the shown month; it is read-only from then on. */
  closeMonth(): Promise<boolean> {
    return this.errors.run(TIME_SHEET_ACTIONS.close, TIME_SHEET_MESSAGES.closeFailed, async () => {
      await this.api.post(`/time-sheets/months/${this.month}/close`);
      await this.load();
    });
  }
}
