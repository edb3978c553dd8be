import { activeMenu } from './active-menu.js';
import { makeMenu } from '../testing/contract-fixtures.js';

describe('activeMenu', () => {
  const menus = [
    makeMenu({ id: 1, availableFrom: '2026-01-01T00:00:00.000Z' }),
    makeMenu({ id: 2, availableFrom: '2026-06-01T00:00:00.000Z' }),
    makeMenu({ id: 3, availableFrom: '2026-12-01T00:00:00.000Z' }),
    makeMenu({ id: 4, availableFrom: '2026-07-01T00:00:00.000Z', branches: [2] }),
    makeMenu({ id: 5, availableFrom: 'kein Datum' }),
  ];

  it.each([
    ['the latest already available', 1, '2026-08-15T10:00:00.000Z', 2],
    ['available exactly now counts', 1, '2026-12-01T00:00:00.000Z', 3],
    ['a millisecond before it does not', 1, '2026-11-30T23:59:59.999Z', 2],
    ['only menus of the branch', 2, '2026-08-15T10:00:00.000Z', 4],
    ['none available yet', 1, '2025-12-31T10:00:00.000Z', null],
    ['a branch without menus', 9, '2026-08-15T10:00:00.000Z', null],
  ])('%s', (_name, branchId, now, expected) => {
    expect(activeMenu(menus, branchId, new Date(now))?.id ?? null).toBe(expected);
  });

  it('breaks a tie of availableFrom by the higher id, in any order', () => {
    const a = makeMenu({ id: 7, availableFrom: '2026-06-01T00:00:00.000Z' });
    const b = makeMenu({ id: 8, availableFrom: '2026-06-01T00:00:00.000Z' });
    const now = new Date('2026-07-01T00:00:00.000Z');
    expect(activeMenu([a, b], 1, now)?.id).toBe(8);
    expect(activeMenu([b, a], 1, now)?.id).toBe(8);
  });
});
