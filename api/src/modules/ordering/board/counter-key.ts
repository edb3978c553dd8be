import type { EntityManager } from 'typeorm';
import { UnauthorizedError } from '../../../common/errors/app-errors.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { secretsMatch } from '../public-status/order-secrets.js';

const BRANCH_ID = /^[1-9]\d{0,9}$/;
const API_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** Compared against when the branch does not exist, so that costs the same time. */
const NO_KEY = 'x'.repeat(43);

/**
 * The branch id of a counter tablet's path (`/{branchId}/{apiKey}`) once its key matched the
 * branch's, compared in constant time; otherwise the same 401 whatever was wrong.
 */
export async function counterBranch(
  manager: EntityManager,
  branchId: string,
  apiKey: string,
): Promise<number> {
  const wellFormed =
    BRANCH_ID.test(branchId) && Number(branchId) <= 2_147_483_647 && API_KEY.test(apiKey);
  const branch = wellFormed
    ? await manager.findOne(BranchEntity, {
        select: { id: true, apiKey: true },
        where: { id: Number(branchId) },
      })
    : null;
  const matches = secretsMatch(branch?.apiKey || NO_KEY, apiKey);
  // One answer for a wrong key, an unknown branch and a malformed id: nothing is told.
  if (!branch || !matches) throw new UnauthorizedError('COUNTER_KEY_INVALID');
  return branch.id;
}
