import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../errors/error-response.js';

/** Serves something else than the JSON 404 for unknown paths (the shell's index.html). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** The one exception filter: every error becomes `{ errors: [{ message, field? }] }`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly notFoundFallback?: NotFoundFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && this.notFoundFallback?.(request, reply)) return;
    const { status, errors } = toErrorResponse(exception, request.id);
    if (reply.sent) return;
    reply.status(status).header('cache-control', 'no-store').send({ errors });
  }
}
