import {
  addCalendarDays,
  isCalendarDate,
  ratingPeriodErrors,
  type DateString,
  type Id,
} from '@bestellwerk/domain';

/** What the ratings page shows: a period of business days and optionally one branch. */
export interface RatingsFilter {
  from: DateString;
  to: DateString;
  branch: Id | null;
}

/** Days the page covers when the URL names no period: the last 30 days up to today. */
export const DEFAULT_RATING_DAYS = 30;

/** The filter of the URL query (`?from=…&to=…&branch=…`); the last 30 days where none is given. */
export function parseRatingsFilter(search: string, today: DateString): RatingsFilter {
  const params = new URLSearchParams(search);
  const date = (name: string, fallback: DateString) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : fallback;
  };
  const branch = Number(params.get('branch'));
  return {
    from: date('from', addCalendarDays(today, 1 - DEFAULT_RATING_DAYS)),
    to: date('to', today),
    branch: Number.isInteger(branch) && branch > 0 ? branch : null,
  };
}

/** The URL query of a filter, for links and the back button. */
export function ratingsSearch(filter: RatingsFilter): `?${string}` {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.branch !== null) params.set('branch', String(filter.branch));
  return `?${params.toString()}`;
}

/** The API path (below /api) of the filter's ratings. */
export function ratingsPath(filter: RatingsFilter): `/ratings?${string}` {
  return `/ratings${ratingsSearch(filter)}`;
}

/** The German message of a period that ends before it starts, else null. */
export function ratingsFilterError(filter: RatingsFilter): string | null {
  return ratingPeriodErrors(filter.from, filter.to)[0]?.message ?? null;
}
