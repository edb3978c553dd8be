import type { Role } from '@bestellwerk/domain';
import type { FastifyRequest } from 'fastify';

/** Who is calling: the staff session resolved by the auth guard. */
export interface AuthContext {
  sessionId: string;
  userId: number;
  username: string;
  roles: Role[];
  branchIds: number[];
  csrfToken: string;
}

/** The Fastify request as our guards leave it. */
export type ApiRequest = FastifyRequest & { auth?: AuthContext | null };

export function isAdmin(auth: AuthContext | null | undefined): boolean {
  return !!auth?.roles.includes('ROLE_ADMIN');
}
