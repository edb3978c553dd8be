import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@bestellwerk/client';
import {
  presetPeriod,
  statisticsPeriodError,
  STATISTICS_NAMES,
  type Id,
  type StatisticsAnswer,
  type StatisticsFiguresByName,
  type StatisticsName,
  type StatisticsPeriod,
  type StatisticsPreset,
} from '@bestellwerk/domain';
import type { ActionErrorStore } from '../../shared/layout/index.js';

/** The catalogue message of the screen (backend.md §8). */
export const STATISTICS_LOAD_FAILED = 'Statistiken konnten nicht geladen werden.';

/** The error-record name of loading. */
export const STATISTICS_LOAD_ACTION = 'load';

/** Every route's answer, by its name. */
export type StatisticsAnswers = {
  [Name in StatisticsName]: StatisticsAnswer<StatisticsFiguresByName[Name]>;
};

/** The calls of the screen; the shared ApiClient satisfies it. */
export type StatisticsApi = Pick<ApiClient, 'get'>;

/**
 * The "Statistik" screen's state: the period (a preset or Von/Bis), the branch, the comparison
 * with the period before, and the answers of the 13 routes, loaded together. A newer filter
 * aborts the older requests, and an older answer never replaces a newer one.
 */
export class StatisticsStore {
  preset: StatisticsPreset | null;
  from: string;
  to: string;
  branch: Id | null = null;
  compare = false;
  answers: StatisticsAnswers | null = null;
  /** Bumped per load, so an older answer never replaces a newer filter's. */
  private loadCount = 0;
  /** The load whose answers (or failure) are in; loading while it is not the last one. */
  private settledCount = 0;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: StatisticsApi,
    readonly errors: ActionErrorStore,
    private readonly now: () => Date,
    private readonly timeZone?: string,
    preset: StatisticsPreset = 'last-month',
  ) {
    this.preset = preset;
    const period = presetPeriod(preset, now(), timeZone);
    this.from = period.from;
    this.to = period.to;
    makeObservable<StatisticsStore, 'apply' | 'loadCount' | 'settledCount'>(this, {
      preset: observable,
      from: observable,
      to: observable,
      branch: observable,
      compare: observable,
      answers: observableRef,
      loadCount: observable,
      settledCount: observable,
      loading: computed,
      apply: action,
      periodError: computed,
      period: computed,
      query: computed,
    });
  }

  /** Why Von/Bis make no period to ask for (German, at its field), or null. */
  get periodError() {
    return statisticsPeriodError(this.from, this.to);
  }

  get period(): StatisticsPeriod {
    return { from: this.from, to: this.to };
  }

  /** The query every route is asked with. */
  get query(): string {
    const params = new URLSearchParams({ from: this.from, to: this.to });
    if (this.branch !== null) params.set('branch', String(this.branch));
    if (this.compare) params.set('compare', 'previous');
    return params.toString();
  }

  /** Whether the answers of the current filter are being loaded. */
  get loading(): boolean {
    return this.settledCount !== this.loadCount;
  }

  /** Loads all 13 answers at once for the filter; nothing while Von/Bis make no period. */
  async load(): Promise<boolean> {
    const count = runInAction(() => ++this.loadCount);
    this.controller?.abort();
    if (this.periodError) {
      runInAction(() => {
        this.answers = null;
        this.settledCount = count;
      });
      return false;
    }
    const controller = new AbortController();
    this.controller = controller;
    const query = this.query;
    return this.errors.run(STATISTICS_LOAD_ACTION, STATISTICS_LOAD_FAILED, async () => {
      try {
        const answers = await Promise.all(
          STATISTICS_NAMES.map((name) =>
            this.api.get(`/statistics/${name}?${query}`, { signal: controller.signal }),
          ),
        );
        if (count === this.loadCount)
          runInAction(() => {
            this.answers = Object.fromEntries(
              STATISTICS_NAMES.map((name, index) => [name, answers[index]]),
            ) as StatisticsAnswers;
            this.settledCount = count;
          });
      } catch (error) {
        // A newer filter took over: its own load reports how it went.
        if (count !== this.loadCount) return;
        // No figures of an older filter under the failure of this one.
        runInAction(() => {
          this.answers = null;
          this.settledCount = count;
        });
        throw error;
      }
    });
  }

  private apply(
    change: Partial<Pick<StatisticsStore, 'preset' | 'from' | 'to' | 'branch' | 'compare'>>,
  ) {
    Object.assign(this, change);
  }

  /** Shows a preset's period (its days as of now). */
  choosePreset(preset: StatisticsPreset): Promise<boolean> {
    this.apply({ preset, ...presetPeriod(preset, this.now(), this.timeZone) });
    return this.load();
  }

  /** Shows a period of one's own (Von/Bis). */
  setRange(change: { from?: string; to?: string }): Promise<boolean> {
    this.apply({ preset: null, ...change });
    return this.load();
  }

  setBranch(branch: Id | null): Promise<boolean> {
    this.apply({ branch });
    return this.load();
  }

  setCompare(compare: boolean): Promise<boolean> {
    this.apply({ compare });
    return this.load();
  }
}
