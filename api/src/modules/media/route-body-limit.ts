import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Nest has no decorator for Fastify's per-route `bodyLimit`. Routes that take files declare
 * `@RouteConfig({ bodyLimit })`; this hook copies it into the route options as Fastify
 * registers the route (the global limit of 1 MB stays for everything else). It is set up
 * when the provider is created, before Nest registers the routes.
 */
@Injectable()
export class RouteBodyLimit {
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
      if (typeof limit === 'number') route.bodyLimit = limit;
    });
  }
}
