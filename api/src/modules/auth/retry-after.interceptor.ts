import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, throwError, type Observable } from 'rxjs';
import { TooManyRequestsError } from '../../common/errors/app-errors.js';

/**
 * Adds Retry-After (seconds) to the 429 of a lock that knows its end (a locked sign-in, a
 * locked tablet PIN); the error itself goes on.
 */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyRequestsError && 'retryAfterSeconds' in error) {
          context
            .switchToHttp()
            .getResponse<FastifyReply>()
            .header('retry-after', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
