import type { FieldError, DateString } from '../contract/common.js';
import type { QuestionnaireRatingField } from './questionnaire-rules.js';

/** Most ratings the staff list answers at once (newest first); the averages count all. */
export const RATING_LIST_LIMIT = 500;

/** German names of the four ratings, as the customer's questionnaire asks them. */
export const RATING_CATEGORY_LABELS: Readonly<Record<QuestionnaireRatingField, string>> = {
  rating: 'Gesamt',
  foodRating: 'Essen',
  serviceRating: 'Service',
  processRating: 'Ablauf',
};

/** German messages of the ratings list's filters (ours). */
export const RATING_REPORT_MESSAGES = {
  periodReversed: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
} as const;

/** The average of `count` ratings summing to `sum`, to two decimals; 0 when there are none. */
export function ratingAverage(sum: number, count: number): number {
  if (!(count > 0)) return 0;
  return Math.round((sum / count) * 100) / 100;
}

/** An average as staff read it: one decimal with a comma ('4,3'); '–' without ratings. */
export function ratingAverageText(average: number, count: number): string {
  if (!(count > 0)) return '–';
  return average.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The period's error when `to` lies before `from` (both `YYYY-MM-DD`), else none. */
export function ratingPeriodErrors(from?: DateString, to?: DateString): FieldError[] {
  return from && to && to < from
    ? [{ message: RATING_REPORT_MESSAGES.periodReversed, field: 'to' }]
    : [];
}
