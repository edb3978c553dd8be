import { CRUD_COLLECTIONS, type User } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { UserInput, UserUpdateInput } from './dto/user.input.js';
import { LoginTokenEntity } from './entities/login-token.entity.js';
import { SessionEntity } from './entities/session.entity.js';
import { UserEntity } from './entities/user.entity.js';
import type { PasswordService } from './password.service.js';
import { toUser } from './user.mapper.js';

/**
 * Staff accounts for admins. A new password is hashed; a changed password, disabling, locking
 * or a new expiry ends the user's sessions and unused login links in the same transaction.
 */
export function userResource(
  passwords: PasswordService,
): CrudResource<UserEntity, User, UserInput> {
  return {
    ...CRUD_COLLECTIONS.users,
    schema: 'User',
    entity: UserEntity,
    input: UserInput,
    updateInput: UserUpdateInput,
    read: 'admin',
    relations: { branches: true },
    defaultOrder: { username: 'ASC' },
    unique: [{ field: 'username', message: 'Dieser Benutzername ist bereits vergeben.' }],
    // No time-tracking link yet: an admin makes one (POST /api/users/{id}/time-tracking-link).
    create: () => Object.assign(new UserEntity(), { branches: [] }),
    async apply(entity, { password, branches, expiresAt, ...input }, refs) {
      Object.assign(entity, stripUndefined(input));
      if (expiresAt !== undefined)
        entity.expiresAt = expiresAt === null ? null : new Date(expiresAt);
      if (branches)
        entity.branches = await refs.many(BranchEntity, branches, 'branches', 'Filiale');
      if (password !== undefined) entity.password = await passwords.hash(password);
      const endsSessions =
        password !== undefined ||
        input.isEnabled === false ||
        input.isLocked === true ||
        expiresAt !== undefined;
      if (entity.id && endsSessions) {
        for (const table of [SessionEntity, LoginTokenEntity]) {
          await refs.manager
            .createQueryBuilder()
            .delete()
            .from(table)
            .where('userId = :id', { id: entity.id })
            .execute();
        }
      }
    },
    toContract: toUser,
  };
}
