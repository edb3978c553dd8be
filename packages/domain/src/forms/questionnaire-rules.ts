import type { FieldError } from '../contract/common.js';
import type { Questionnaire } from '../contract/ordering.js';

/** The four ratings of the questionnaire, in the order they are asked. */
export const QUESTIONNAIRE_RATING_FIELDS = [
  'rating',
  'foodRating',
  'serviceRating',
  'processRating',
] as const;
export type QuestionnaireRatingField = (typeof QUESTIONNAIRE_RATING_FIELDS)[number];

/** Lowest and highest rating (storefront.md §9: ratings 1 to 5). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The API's message for a missing or out-of-range rating (ours; the spec gives none). */
export const RATING_MESSAGE = 'Bitte vergeben Sie eine Bewertung von 1 bis 5.';

/** Whether a rating is set: a whole number from 1 to 5 (0, the unset value, is not). */
export function isRatingSet(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX
  );
}

/**
 * Whether all four ratings are set; the questionnaire can be sent only then, and the comment
 * field appears only then. The comment is optional.
 */
export function isQuestionnaireComplete(questionnaire: Partial<Questionnaire>): boolean {
  return QUESTIONNAIRE_RATING_FIELDS.every((field) => isRatingSet(questionnaire[field]));
}

/** The failures of a questionnaire as the API answers them: each rating that is not 1…5. */
export function validateQuestionnaire(
  questionnaire: Partial<Questionnaire>,
): (FieldError & { field: QuestionnaireRatingField })[] {
  return QUESTIONNAIRE_RATING_FIELDS.filter((field) => !isRatingSet(questionnaire[field])).map(
    (field) => ({ field, message: RATING_MESSAGE }),
  );
}
