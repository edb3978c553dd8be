import type { Branch } from '../contract/organisation.js';
import { makeBranch } from '../testing/contract-fixtures.js';
import { orderRefusalNotice, orderRefusalOf, takesOrdersNow } from './order-acceptance.js';
import { BRANCH_CLOSED_TEXT } from './store-notices.js';
import { at, WEEK_HOURS } from './test-fixtures.js';

const branchWith = (overrides: Partial<Branch> = {}) =>
  makeBranch({ openingHours: WEEK_HOURS, ...overrides });

describe('orderRefusalNotice / takesOrdersNow / orderRefusalOf', () => {
  it.each<[string, Partial<Branch>, string, boolean]>([
    ['open', {}, '2026-11-23 10:00', true],
    ['closing soon counts as open', {}, '2026-11-23 11:30', true],
    ['closed, no preorders', {}, '2026-11-23 19:00', false],
    ['closed, preorders enabled', { isPreorderEnabled: true }, '2026-11-23 19:00', true],
  ])('%s', (_name, overrides, now, takes) => {
    const branch = branchWith(overrides);
    expect(takesOrdersNow(branch, at(now))).toBe(takes);
    expect(orderRefusalNotice(branch, at(now)) === null).toBe(takes);
    expect(orderRefusalOf(branch, at(now)) === null).toBe(takes);
  });

  it('refuses with the closed notice as one sentence at the branch field', () => {
    const branch = branchWith();
    expect(orderRefusalNotice(branch, at('2026-11-23 19:00'))).toEqual([
      BRANCH_CLOSED_TEXT,
      'Wir öffnen wieder am Dienstag um 07:00 Uhr.',
    ]);
    expect(orderRefusalOf(branch, at('2026-11-23 19:00'))).toEqual({
      field: 'branch',
      code: 'BRANCH_CLOSED',
      message: 'Derzeit haben wir leider geschlossen. Wir öffnen wieder am Dienstag um 07:00 Uhr.',
    });
  });
});
