import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MetricsService } from './metrics.service.js';
import { RECONNECT_FRAME, ShutdownState } from './shutdown-state.js';

/**
 * The operations module's Fastify hooks, registered before the routes: every answered request
 * is counted and timed by its route pattern; while the instance shuts down, a new event stream
 * (EventSource sends `Accept: text/event-stream`) gets the reconnect frame at once instead of a
 * stream that would hold the server open.
 */
export function registerOperationsHooks(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(MetricsService);
  const shutdown = app.get(ShutdownState);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (shutdown.isShuttingDown && request.headers.accept?.includes('text/event-stream')) {
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(RECONNECT_FRAME);
      return;
    }
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? null,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
