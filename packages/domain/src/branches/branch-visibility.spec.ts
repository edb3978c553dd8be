import { isBranchListed } from './branch-visibility.js';

describe('isBranchListed', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('enabled %s, public %s → %s', (isEnabled, isPublic, expected) => {
    expect(isBranchListed({ isEnabled, isPublic })).toBe(expected);
  });
});
