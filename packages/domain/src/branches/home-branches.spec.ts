import { makeBranch } from '../testing/index.js';
import { isBranchOnHome, isSingleBranchHome } from './home-branches.js';

describe('isBranchOnHome', () => {
  it.each([
    [true, true, false, true],
    [true, false, false, false],
    [true, false, true, true],
    [false, true, true, false],
    [false, false, true, false],
  ])('enabled %s, public %s, staff %s → %s', (isEnabled, isPublic, staff, expected) => {
    expect(isBranchOnHome({ isEnabled, isPublic }, staff)).toBe(expected);
  });
});

describe('isSingleBranchHome', () => {
  it('is true when exactly one branch is listed, whatever else exists', () => {
    expect(
      isSingleBranchHome([
        makeBranch({ id: 1 }),
        makeBranch({ id: 2, isPublic: false }),
        makeBranch({ id: 3, isEnabled: false }),
      ]),
    ).toBe(true);
  });

  it.each([0, 2])('is false with %i listed branches', (count) => {
    expect(isSingleBranchHome(Array.from({ length: count }, (_, id) => makeBranch({ id })))).toBe(
      false,
    );
  });
});
