import { parseRatingsFilter, ratingsFilterError, ratingsPath } from './ratings-filter.js';

describe('ratings filter', () => {
  const today = '2026-11-25';

  it('covers the last 30 days when the URL names no period', () => {
    expect(parseRatingsFilter('', today)).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      branch: null,
    });
  });

  it('reads the period and branch of the URL and ignores what is no date or id', () => {
    expect(parseRatingsFilter('?from=2026-11-01&to=2026-11-30&branch=2', today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      branch: 2,
    });
    expect(parseRatingsFilter('?from=2026-02-30&branch=x', today).branch).toBeNull();
    expect(parseRatingsFilter('?from=2026-02-30', today).from).toBe('2026-10-27');
  });

  it('builds the API path and refuses a reversed period', () => {
    const filter = { from: '2026-11-01', to: '2026-11-30', branch: 3 };
    expect(ratingsPath(filter)).toBe('/ratings?from=2026-11-01&to=2026-11-30&branch=3');
    expect(ratingsFilterError(filter)).toBeNull();
    expect(ratingsFilterError({ ...filter, to: '2026-10-01' })).toBe(
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    );
  });
});
