import type { Role } from '../contract/auth.js';
import { worksForBranch } from './branch-access.js';

describe('worksForBranch', () => {
  const cases: [string, Role[], number[], number, boolean][] = [
    ['admin without branches, any branch', ['ROLE_ADMIN'], [], 3, true],
    ['employee of the branch', ['ROLE_EMPLOYEE'], [1, 3], 3, true],
    ['employee of other branches', ['ROLE_EMPLOYEE'], [1, 2], 3, false],
    ['employee without branches', ['ROLE_EMPLOYEE'], [], 1, false],
    ['no roles but the branch listed', [], [5], 5, true],
  ];
  it.each(cases)('%s', (_name, roles, branchIds, branchId, expected) => {
    expect(worksForBranch({ roles, branches: branchIds.map((id) => ({ id })) }, branchId)).toBe(
      expected,
    );
  });
});
