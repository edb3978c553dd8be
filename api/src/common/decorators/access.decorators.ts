import { SetMetadata } from '@nestjs/common';
import type { Role } from '@bestellwerk/domain';

export const IS_PUBLIC_KEY = 'bestellwerk:isPublic';
export const ROLES_KEY = 'bestellwerk:roles';

/** Marks a route as reachable without a staff session (deny by default otherwise). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Requires the signed-in user to hold at least one of the roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** Shorthand for the rule "CRUD writes need ROLE_ADMIN". */
export const AdminOnly = () => Roles('ROLE_ADMIN');
