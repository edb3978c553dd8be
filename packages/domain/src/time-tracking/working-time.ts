import type { DateTimeString } from '../contract/common.js';
import type { WorkingActivityPause } from '../contract/workforce.js';

export const MINUTE_MS = 60_000;

/** The times of one working activity: an open end or an open pause runs until `now`. */
export interface ActivitySpan {
  start: DateTimeString;
  end: DateTimeString | null;
  pauses: readonly WorkingActivityPause[];
}

/** Gross = from start to end; breaks = the pauses inside; net = gross − breaks. Milliseconds. */
export interface WorkingTime {
  grossMs: number;
  breakMs: number;
  netMs: number;
}

export const NO_WORKING_TIME: WorkingTime = { grossMs: 0, breakMs: 0, netMs: 0 };

/** A stretch of time in epoch milliseconds, `end` exclusive. */
export interface Interval {
  start: number;
  end: number;
}

/** The activity's span in epoch milliseconds; an open end (or one before the start) is `now`. */
export function activityInterval(span: ActivitySpan, now: Date): Interval {
  const start = Date.parse(span.start);
  const end = span.end === null ? now.getTime() : Date.parse(span.end);
  return { start, end: Math.max(start, end) };
}

/**
 * The activity's breaks in order, clipped to the activity and merged where they overlap, so a
 * pause typed twice or past the end never counts twice or outside the work.
 */
export function breakIntervals(span: ActivitySpan, now: Date): Interval[] {
  const outer = activityInterval(span, now);
  const clipped = span.pauses
    .map((pause) => ({
      start: Math.max(outer.start, Date.parse(pause.start)),
      end: Math.min(outer.end, pause.end === null ? outer.end : Date.parse(pause.end)),
    }))
    .filter((pause) => pause.end > pause.start);
  return mergeIntervals(clipped);
}

/** The intervals in order, those that overlap or touch merged into one. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The stretches of actual work between the breaks. */
export function workIntervals(span: ActivitySpan, now: Date): Interval[] {
  const outer = activityInterval(span, now);
  const work: Interval[] = [];
  let from = outer.start;
  for (const pause of breakIntervals(span, now)) {
    if (pause.start > from) work.push({ start: from, end: pause.start });
    from = pause.end;
  }
  if (outer.end > from) work.push({ start: from, end: outer.end });
  return work;
}

/** Gross, break and net time of one activity at `now`. */
export function workingTimeOf(span: ActivitySpan, now: Date): WorkingTime {
  const outer = activityInterval(span, now);
  const grossMs = outer.end - outer.start;
  const breakMs = breakIntervals(span, now).reduce(
    (sum, pause) => sum + pause.end - pause.start,
    0,
  );
  return { grossMs, breakMs, netMs: grossMs - breakMs };
}

/** The sum of several working times. */
export function addWorkingTimes(times: readonly WorkingTime[]): WorkingTime {
  return times.reduce(
    (sum, time) => ({
      grossMs: sum.grossMs + time.grossMs,
      breakMs: sum.breakMs + time.breakMs,
      netMs: sum.netMs + time.netMs,
    }),
    NO_WORKING_TIME,
  );
}

/** Whole minutes of a duration, rounded down (a running timer shows a minute once it is full). */
export function wholeMinutes(ms: number): number {
  return Math.floor(ms / MINUTE_MS);
}

/** A duration as `H:mm` (8:05), the way time sheets show hours; negative with a leading minus. */
export function formatDuration(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const minutes = wholeMinutes(Math.abs(ms));
  return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
