import type {
  HolidayBalance,
  PunchAction,
  PunchStartInput,
  TimeTrackingMe,
  WorkingActivity,
  WorkingSchedule,
} from '@bestellwerk/domain';
import type { ApiClient, RequestOptions } from '@bestellwerk/client';

/** The calls of one time-tracking link (backend.md §7 "Time tracking"). */
export interface TimeClockApi {
  me(signal?: AbortSignal): Promise<TimeTrackingMe>;
  schedules(signal?: AbortSignal): Promise<WorkingSchedule[]>;
  activities(signal?: AbortSignal): Promise<WorkingActivity[]>;
  holidayBalances(signal?: AbortSignal): Promise<HolidayBalance[]>;
  punch(action: PunchAction, input?: PunchStartInput): Promise<WorkingActivity>;
}

/**
 * The link's calls through the shared client, each path and answer typed by the API's
 * document. A 401 means a wrong link, not a lost staff session, so none of them sends the
 * browser to the staff sign-in.
 */
export function timeClockApi(api: ApiClient, username: string, token: string): TimeClockApi {
  const u = encodeURIComponent(username);
  const t = encodeURIComponent(token);
  const options = (signal?: AbortSignal): RequestOptions => ({
    signal,
    redirectOnUnauthorized: false,
  });
  const punches: Record<PunchAction, (input?: PunchStartInput) => Promise<WorkingActivity>> = {
    start: (input) =>
      api.post(`/time-tracking/${u}/${t}/working-activities/start`, input ?? {}, options()),
    pause: () =>
      api.post(`/time-tracking/${u}/${t}/working-activities/pause`, undefined, options()),
    resume: () =>
      api.post(`/time-tracking/${u}/${t}/working-activities/resume`, undefined, options()),
    end: () => api.post(`/time-tracking/${u}/${t}/working-activities/end`, undefined, options()),
  };
  return {
    me: (signal) => api.get(`/time-tracking/${u}/${t}/me`, options(signal)),
    schedules: (signal) => api.get(`/time-tracking/${u}/${t}/working-schedules`, options(signal)),
    activities: (signal) => api.get(`/time-tracking/${u}/${t}/working-activities`, options(signal)),
    holidayBalances: (signal) =>
      api.get(`/time-tracking/${u}/${t}/holiday-balances`, options(signal)),
    punch: (action, input) => punches[action](input),
  };
}
