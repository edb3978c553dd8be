import type { Id } from '../contract/common.js';
import type { User } from '../contract/auth.js';

/**
 * Whether a staff member works for a branch: admins manage every branch; anyone else only the
 * branches in their `branches` list (backend.md §6).
 */
export function worksForBranch(user: Pick<User, 'roles' | 'branches'>, branchId: Id): boolean {
  return (
    user.roles.includes('ROLE_ADMIN') || user.branches.some((branch) => branch.id === branchId)
  );
}
