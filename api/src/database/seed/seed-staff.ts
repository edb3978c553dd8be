// Demo staff: the accounts with one hashed password for all of them.
import { UserEntity } from '../../modules/auth/entities/user.entity.js';
import { PasswordService } from '../../modules/auth/password.service.js';
import { renewTimeTrackingToken } from '../../modules/auth/time-tracking-token.js';
import type { SeedContext } from './seed-registry.js';

/**
 * Stores the staff accounts, each with its branches, the given argon2id hash as password (the
 * demo password, hashed once by the caller) and, where the demo data names them, the hashes of
 * a fixed time-tracking link and tablet PIN.
 */
export async function seedUsers(
  { manager, data, keys }: SeedContext,
  passwordHash: string,
): Promise<void> {
  const passwords = new PasswordService();
  const entities = await Promise.all(
    data.users.map(
      async ({ key: _key, branches, expiresAt, roles, timeTrackingToken, kioskPin, ...user }) => {
        const entity = Object.assign(new UserEntity(), user, {
          password: passwordHash,
          roles: [...roles],
          branches: keys.branches.refs(branches),
          expiresAt: expiresAt === null ? null : new Date(expiresAt),
          kioskPinHash: kioskPin ? await passwords.hash(kioskPin) : '',
        });
        if (timeTrackingToken) renewTimeTrackingToken(entity, new Date(), timeTrackingToken);
        return entity;
      },
    ),
  );
  const saved = await manager.save(entities);
  keys.users.addAll(data.users, saved);
}
