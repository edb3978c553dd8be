import type { DateString, DateTimeString, Id } from './common.js';
import type { Questionnaire } from './ordering.js';

/** A branch as the ratings list names it. */
export interface RatedBranch {
  id: Id;
  name: string;
}

/** One customer rating in the staff list (`GET /api/ratings`), linking to its order. */
export interface RatingEntry extends Questionnaire {
  id: Id;
  order: { id: Id; ticketNumber: number; businessDay: DateString };
  branch: RatedBranch;
  createdAt: DateTimeString;
}

/** The averages of a branch's ratings in a period (each 1–5, two decimals) and their count. */
export interface BranchRatingAverages {
  branch: RatedBranch;
  count: number;
  rating: number;
  foodRating: number;
  serviceRating: number;
  processRating: number;
}

/**
 * The answer of `GET /api/ratings?branch=&from=&to=`: the period's ratings newest first (at
 * most RATING_LIST_LIMIT) and every branch's averages over all of them, by branch name.
 */
export interface RatingReport {
  ratings: RatingEntry[];
  averages: BranchRatingAverages[];
}

/** The filters of `GET /api/ratings`: a branch id and business days (inclusive) as strings. */
export interface RatingListQueryInput {
  branch?: string;
  from?: DateString;
  to?: DateString;
}
