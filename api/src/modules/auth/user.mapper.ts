import type { Me, User } from '@bestellwerk/domain';
import type { UserEntity } from './entities/user.entity.js';

/**
 * The account as the API shows it: whether it has a time-tracking link and a tablet PIN, never
 * the password, the link's token, the PIN or their hashes.
 */
export function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    username: entity.username,
    email: entity.email,
    firstName: entity.firstName,
    lastName: entity.lastName,
    roles: entity.roles,
    branches: (entity.branches ?? [])
      .map((branch) => ({ id: branch.id }))
      .sort((a, b) => a.id - b.id),
    isEnabled: entity.isEnabled,
    isLocked: entity.isLocked,
    expiresAt: entity.expiresAt?.toISOString() ?? null,
    createdAt: entity.createdAt.toISOString(),
    hasTimeTrackingLink: !!entity.timeTrackingTokenHash,
    timeTrackingLinkCreatedAt: entity.timeTrackingTokenHash
      ? (entity.timeTrackingLinkCreatedAt?.toISOString() ?? null)
      : null,
    hasKioskPin: !!entity.kioskPinHash,
  };
}

/** The signed-in user with the CSRF token of the session. */
export function toMe(entity: UserEntity, csrfToken: string): Me {
  return { ...toUser(entity), csrfToken };
}
