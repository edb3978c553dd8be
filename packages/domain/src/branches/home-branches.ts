import type { Branch } from '../contract/organisation.js';
import { isBranchListed } from './branch-visibility.js';

/**
 * Whether the home list shows a branch: visitors see listed branches (enabled and public); staff
 * (`showNonPublic`) also see enabled branches that are not public, which the list styles inactive.
 */
export function isBranchOnHome(
  branch: Pick<Branch, 'isEnabled' | 'isPublic'>,
  showNonPublic: boolean,
): boolean {
  return isBranchListed(branch) || (showNonPublic && branch.isEnabled);
}

/**
 * Whether the home shows the single-branch variant (teasers, hours, contact): exactly one branch
 * is listed for visitors.
 */
export function isSingleBranchHome(
  branches: readonly Pick<Branch, 'isEnabled' | 'isPublic'>[],
): boolean {
  return branches.filter(isBranchListed).length === 1;
}
