// Demo staff: the accounts with one hashed password for all of them.
import { UserEntity } from '../../modules/auth/entities/user.entity.js';
import { newTimeTrackingToken } from '../../modules/auth/user.resource.js';
import type { SeedContext } from './seed-registry.js';

/**
 * Stores the staff accounts, each with its branches, a fresh time-tracking token and the
 * given argon2id hash as password (the demo password, hashed once by the caller).
 */
export async function seedUsers(
  { manager, data, keys }: SeedContext,
  passwordHash: string,
): Promise<void> {
  const saved = await manager.save(
    data.users.map(({ key: _key, branches, expiresAt, roles, ...user }) =>
      Object.assign(new UserEntity(), user, {
        password: passwordHash,
        roles: [...roles],
        branches: keys.branches.refs(branches),
        expiresAt: expiresAt === null ? null : new Date(expiresAt),
        timeTrackingToken: newTimeTrackingToken(),
      }),
    ),
  );
  keys.users.addAll(data.users, saved);
}
