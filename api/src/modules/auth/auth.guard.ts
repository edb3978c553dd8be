import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@bestellwerk/domain';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../../common/decorators/access.decorators.js';
import {
  CsrfTokenError,
  ForbiddenError,
  UnauthorizedError,
} from '../../common/errors/app-errors.js';
import type { ApiRequest } from '../../common/http/auth-context.js';
import { readSessionToken } from './session-cookie.js';
import { SessionService } from './session.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Deny by default: every route needs a staff session unless marked @Public(); staff
 * mutations must echo the session's CSRF token in X-CSRF-Token; @Roles() narrows further.
 * Public routes still learn who is calling, so init can show staff more.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) ?? false;
    const auth = await this.sessions.authenticate(readSessionToken(request));
    request.auth = auth;
    if (isPublic) return true;
    if (!auth) throw new UnauthorizedError();
    if (!SAFE_METHODS.has(request.method) && request.headers['x-csrf-token'] !== auth.csrfToken) {
      throw new CsrfTokenError();
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.some((role) => auth.roles.includes(role)))
      throw new ForbiddenError();
    return true;
  }
}
