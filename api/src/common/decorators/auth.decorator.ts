import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ApiRequest, AuthContext } from '../http/auth-context.js';

/** The caller's staff session, or null for anonymous callers of public routes. */
export const Auth = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthContext | null => {
    return ctx.switchToHttp().getRequest<ApiRequest>().auth ?? null;
  },
);
