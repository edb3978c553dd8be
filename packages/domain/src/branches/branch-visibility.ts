import type { Branch } from '../contract/organisation.js';

/**
 * Whether visitors see a branch (branch list, footer, navigation, 'Online Bestellen'): only
 * branches that are both enabled and public (storefront.md §1, §2).
 */
export function isBranchListed(branch: Pick<Branch, 'isEnabled' | 'isPublic'>): boolean {
  return branch.isEnabled && branch.isPublic;
}
