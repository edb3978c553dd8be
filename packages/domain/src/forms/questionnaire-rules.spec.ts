import fc from 'fast-check';
import type { Questionnaire } from '../contract/ordering.js';
import {
  isQuestionnaireComplete,
  isRatingSet,
  QUESTIONNAIRE_RATING_FIELDS,
  RATING_MAX,
  RATING_MESSAGE,
  RATING_MIN,
  validateQuestionnaire,
} from './questionnaire-rules.js';

const complete: Questionnaire = {
  rating: 5,
  foodRating: 4,
  serviceRating: 1,
  processRating: 3,
  comment: '',
};

describe('constants', () => {
  it('asks four ratings from 1 to 5', () => {
    expect(QUESTIONNAIRE_RATING_FIELDS).toEqual([
      'rating',
      'foodRating',
      'serviceRating',
      'processRating',
    ]);
    expect([RATING_MIN, RATING_MAX]).toEqual([1, 5]);
  });
});

describe('isRatingSet', () => {
  it.each<[unknown, boolean]>([
    [1, true],
    [3, true],
    [5, true],
    [0, false],
    [6, false],
    [-1, false],
    [2.5, false],
    [NaN, false],
    ['3', false],
    [null, false],
    [undefined, false],
  ])('%j: %s', (value, expected) => {
    expect(isRatingSet(value)).toBe(expected);
  });
});

describe('isQuestionnaireComplete', () => {
  it('is complete with four ratings and no comment', () => {
    expect(isQuestionnaireComplete(complete)).toBe(true);
  });

  it.each(['rating', 'foodRating', 'serviceRating', 'processRating'] as const)(
    'is incomplete while %s is 0 or missing',
    (field) => {
      expect(isQuestionnaireComplete({ ...complete, [field]: 0 })).toBe(false);
      const { [field]: _missing, ...rest } = complete;
      expect(isQuestionnaireComplete(rest)).toBe(false);
    },
  );

  it('is complete exactly when every rating is 1 to 5', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2, max: 8 }), { minLength: 4, maxLength: 4 }),
        (r) => {
          const [rating, foodRating, serviceRating, processRating] = r;
          const expected = r.every((value) => value >= 1 && value <= 5);
          expect(
            isQuestionnaireComplete({ rating, foodRating, serviceRating, processRating }),
          ).toBe(expected);
        },
      ),
    );
  });
});

describe('validateQuestionnaire', () => {
  it('accepts four ratings with or without comment', () => {
    expect(validateQuestionnaire(complete)).toEqual([]);
    expect(validateQuestionnaire({ ...complete, comment: 'Sehr gut' })).toEqual([]);
  });

  it('reports each rating that is not set', () => {
    expect(validateQuestionnaire({ rating: 0, foodRating: 6, serviceRating: 2 })).toEqual([
      { field: 'rating', message: RATING_MESSAGE },
      { field: 'foodRating', message: RATING_MESSAGE },
      { field: 'processRating', message: RATING_MESSAGE },
    ]);
  });
});
