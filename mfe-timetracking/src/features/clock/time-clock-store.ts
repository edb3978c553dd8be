import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  clockStateOf,
  ERROR_MESSAGES,
  PUNCH_FAILED_MESSAGES,
  type ClockState,
  type HolidayBalance,
  type PunchAction,
  type PunchStartInput,
  type TimeTrackingProject,
  type TimeTrackingUser,
  type WorkingActivity,
  type WorkingSchedule,
} from '@bestellwerk/domain';
import { ApiRequestError } from '@bestellwerk/client';
import type { TimeClockApi } from './time-clock-api.js';

/** What the page says when a part could not be loaded (backend.md §8, verbatim). */
export const TIME_CLOCK_LOAD_MESSAGES = {
  /** The same text as the API's TIME_TRACKING_REFUSED: a wrong link and a failed load read alike. */
  user: ERROR_MESSAGES.TIME_TRACKING_REFUSED,
  schedules: 'Arbeitsplanung konnte nicht geladen werden.',
  activities: 'Aktivitäten konnten nicht geladen werden.',
  holidayBalances: 'Urlaubskonten konnten nicht geladen werden.',
} as const;

/**
 * The time-tracking state of one link (backend.md §3): the user, their current activity, the
 * planned shifts and the recent activities. Starting sets the current activity from the answer,
 * pausing and resuming replace it, ending clears it (backend.md §4). One action at a time; a
 * conflict (another tab, a lost answer) reloads the state and shows the server's message.
 */
export class TimeClockStore {
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** Why the user could not be loaded; 401/404 is a wrong link, others may be retried. */
  loadError: ApiRequestError | null = null;
  user: TimeTrackingUser | null = null;
  current: WorkingActivity | null = null;
  activities: readonly WorkingActivity[] = [];
  schedules: readonly WorkingSchedule[] = [];
  schedulesError: string | null = null;
  activitiesError: string | null = null;
  holidayBalances: readonly HolidayBalance[] = [];
  holidayBalancesError: string | null = null;
  /** Projects the user may name when starting, and what they chose (null: none). */
  projects: readonly TimeTrackingProject[] = [];
  projectId: number | null = null;
  taskId: number | null = null;
  /** The action under way; the buttons wait for it. */
  busy: PunchAction | null = null;
  punchError: string | null = null;

  constructor(private readonly api: TimeClockApi) {
    makeObservable<TimeClockStore, 'applyPunch'>(this, {
      status: observable,
      loadError: observableRef,
      user: observableRef,
      current: observableRef,
      activities: observableRef,
      schedules: observableRef,
      schedulesError: observable,
      activitiesError: observable,
      holidayBalances: observableRef,
      holidayBalancesError: observable,
      busy: observable,
      punchError: observable,
      projects: observableRef,
      projectId: observable,
      taskId: observable,
      chosenProject: computed,
      chooseProject: action,
      chooseTask: action,
      clockState: computed,
      applyPunch: action,
      dismissError: action,
    });
  }

  get clockState(): ClockState {
    return clockStateOf(this.current);
  }

  get chosenProject(): TimeTrackingProject | null {
    return this.projects.find((project) => project.id === this.projectId) ?? null;
  }

  /** Chooses the project to book the next start on; its task choice starts over. */
  chooseProject(id: number | null): void {
    this.projectId = id;
    this.taskId = null;
  }

  chooseTask(id: number | null): void {
    this.taskId = id;
  }

  /** What a start names: the chosen project and task, if any. */
  private startInput(): PunchStartInput {
    const input: PunchStartInput = {};
    if (this.projectId !== null) input.project = { id: this.projectId };
    if (this.taskId !== null) input.task = { id: this.taskId };
    return input;
  }

  /** Loads the user with their open activity, the shifts and the recent activities at once. */
  async load(signal?: AbortSignal): Promise<void> {
    const [me, schedules, activities, balances] = await Promise.allSettled([
      this.api.me(signal),
      this.api.schedules(signal),
      this.api.activities(signal),
      this.api.holidayBalances(signal),
    ]);
    if (signal?.aborted) return;
    runInAction(() => {
      if (me.status === 'rejected') {
        this.status = 'error';
        this.loadError =
          me.reason instanceof ApiRequestError ? me.reason : new ApiRequestError(0, []);
        return;
      }
      this.status = 'ready';
      this.loadError = null;
      this.user = me.value.user;
      this.current = me.value.workingActivity;
      this.projects = me.value.projects;
      if (!this.chosenProject) this.chooseProject(null);
      this.schedules = schedules.status === 'fulfilled' ? schedules.value : [];
      this.schedulesError =
        schedules.status === 'fulfilled' ? null : TIME_CLOCK_LOAD_MESSAGES.schedules;
      this.activities = activities.status === 'fulfilled' ? activities.value : [];
      this.activitiesError =
        activities.status === 'fulfilled' ? null : TIME_CLOCK_LOAD_MESSAGES.activities;
      this.holidayBalances = balances.status === 'fulfilled' ? balances.value : [];
      this.holidayBalancesError =
        balances.status === 'fulfilled' ? null : TIME_CLOCK_LOAD_MESSAGES.holidayBalances;
    });
  }

  /** Performs `punchAction` at the server's clock; ignored while another one is under way. */
  async punch(punchAction: PunchAction, input?: PunchStartInput): Promise<void> {
    if (this.busy) return;
    runInAction(() => {
      this.busy = punchAction;
      this.punchError = null;
    });
    try {
      const startInput = punchAction === 'start' ? (input ?? this.startInput()) : input;
      const activity = await this.api.punch(punchAction, startInput);
      this.applyPunch(punchAction, activity);
    } catch (error) {
      const conflict = error instanceof ApiRequestError && error.status === 409;
      if (conflict) await this.load();
      runInAction(() => {
        this.busy = null;
        this.punchError =
          conflict && error.errors[0]?.message
            ? error.errors[0].message
            : PUNCH_FAILED_MESSAGES[punchAction];
      });
    }
  }

  dismissError(): void {
    this.punchError = null;
  }

  private applyPunch(punchAction: PunchAction, activity: WorkingActivity): void {
    this.busy = null;
    this.current = punchAction === 'end' ? null : activity;
    this.activities = [activity, ...this.activities.filter((entry) => entry.id !== activity.id)];
  }
}
