import type { BreakRuleId } from '../contract/workforce.js';
import {
  MINUTE_MS,
  mergeIntervals,
  wholeMinutes,
  workIntervals,
  type ActivitySpan,
  type Interval,
} from './working-time.js';

/** A break of `breakMinutes` is due once the day's NET working time exceeds `afterNetMinutes`. */
export interface BreakStep {
  afterNetMinutes: number;
  breakMinutes: number;
}

/** One country's (or trade's) rules for breaks during the working day. */
export interface BreakRule {
  id: BreakRuleId;
  label: string;
  /** Ascending by `afterNetMinutes`. */
  steps: readonly BreakStep[];
  /** The shortest interruption that counts as a break. */
  minBlockMinutes: number;
  /** The longest stretch of work allowed without a break, where the law sets one. */
  maxStretchMinutes: number | null;
  /** Minutes of a taken break that count as paid working time. */
  paidBreakMinutes: number;
}

/**
 * The presets. Thresholds are on net working time, i.e. without the breaks (ArbZG §2): 9 h 01
 * gross with a 30-minute break is 8 h 31 net and needs no 45 minutes.
 */
export const BREAK_RULES: Readonly<Record<BreakRuleId, BreakRule>> = {
  AT: {
    id: 'AT',
    label: 'Österreich (AZG §11)',
    steps: [{ afterNetMinutes: 360, breakMinutes: 30 }],
    // AZG §11(2): the half hour may be split into two of 15 or three of 10 minutes.
    minBlockMinutes: 10,
    maxStretchMinutes: null,
    paidBreakMinutes: 0,
  },
  AT_BAKERY: {
    id: 'AT_BAKERY',
    label: 'Österreich, Bäckereien (BäckAG §6)',
    steps: [{ afterNetMinutes: 360, breakMinutes: 30 }],
    minBlockMinutes: 10,
    maxStretchMinutes: null,
    paidBreakMinutes: 15,
  },
  DE: {
    id: 'DE',
    label: 'Deutschland (ArbZG §4)',
    steps: [
      { afterNetMinutes: 360, breakMinutes: 30 },
      { afterNetMinutes: 540, breakMinutes: 45 },
    ],
    minBlockMinutes: 15,
    maxStretchMinutes: 360,
    paidBreakMinutes: 0,
  },
};

/** How long before a break falls due the employee is warned. */
export const BREAK_WARNING_LEAD_MINUTES = 30;

/** The break the rule requires after `netMs` of work in a day, in minutes. */
export function requiredBreakMinutes(rule: BreakRule, netMs: number): number {
  return rule.steps.reduce(
    (required, step) =>
      netMs > step.afterNetMinutes * MINUTE_MS ? Math.max(required, step.breakMinutes) : required,
    0,
  );
}

/** One day's work as the break rules see it. */
export interface BreakCheck {
  netMinutes: number;
  /** Breaks long enough to count, including the gaps between the day's activities. */
  countedBreakMinutes: number;
  requiredBreakMinutes: number;
  /** What the counted breaks fall short of the required ones (0 when enough). */
  shortfallMinutes: number;
  /**
   * While working: minutes until a break is due (≤ 0: due now); null while on a break or off.
   */
  breakDueInMinutes: number | null;
  /** Paid time: net time plus the paid part of the breaks taken. */
  paidMinutes: number;
}

/** The day's stretches of work, merged over all its activities, in order. */
function dayWork(activities: readonly ActivitySpan[], now: Date): Interval[] {
  return mergeIntervals(activities.flatMap((activity) => workIntervals(activity, now)));
}

/**
 * Checks one business day's activities against `rule` at `now`. A pause and the gap between two
 * activities are both breaks; only those of at least the rule's block length count.
 */
export function checkBreaks(
  rule: BreakRule,
  activities: readonly ActivitySpan[],
  now: Date,
): BreakCheck {
  const work = dayWork(activities, now);
  const netMs = work.reduce((sum, interval) => sum + interval.end - interval.start, 0);
  const minBlockMs = rule.minBlockMinutes * MINUTE_MS;
  let countedMs = 0;
  let stretchStart = work[0]?.start ?? now.getTime();
  work.forEach((interval, index) => {
    const gap = index === 0 ? 0 : interval.start - work[index - 1].end;
    if (gap >= minBlockMs) {
      countedMs += gap;
      stretchStart = interval.start;
    }
  });
  const netMinutes = wholeMinutes(netMs);
  const countedBreakMinutes = wholeMinutes(countedMs);
  const required = requiredBreakMinutes(rule, netMs);
  const isWorking =
    work.length > 0 &&
    work[work.length - 1].end === now.getTime() &&
    activities.some((activity) => activity.end === null);
  return {
    netMinutes,
    countedBreakMinutes,
    requiredBreakMinutes: required,
    shortfallMinutes: Math.max(0, required - countedBreakMinutes),
    breakDueInMinutes: isWorking
      ? breakDueIn(rule, netMs, countedBreakMinutes, now.getTime() - stretchStart)
      : null,
    paidMinutes: netMinutes + Math.min(rule.paidBreakMinutes, countedBreakMinutes),
  };
}

/** Minutes until the next break falls due, by the net thresholds and the longest stretch. */
function breakDueIn(
  rule: BreakRule,
  netMs: number,
  countedBreakMinutes: number,
  stretchMs: number,
): number | null {
  const candidates: number[] = [];
  const nextStep = rule.steps.find((step) => step.breakMinutes > countedBreakMinutes);
  if (nextStep) candidates.push(nextStep.afterNetMinutes - netMs / MINUTE_MS);
  if (rule.maxStretchMinutes !== null)
    candidates.push(rule.maxStretchMinutes - stretchMs / MINUTE_MS);
  return candidates.length === 0 ? null : Math.ceil(Math.min(...candidates));
}

/**
 * What the employee reads while working: "Pause fällig in N min" from the warning lead on,
 * "Pause jetzt fällig" once due; null before that or while not working.
 */
export function breakDueText(breakDueInMinutes: number | null): string | null {
  if (breakDueInMinutes === null || breakDueInMinutes > BREAK_WARNING_LEAD_MINUTES) return null;
  return breakDueInMinutes > 0 ? `Pause fällig in ${breakDueInMinutes} min` : 'Pause jetzt fällig';
}
