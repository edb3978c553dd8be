import 'reflect-metadata';
import compress from '@fastify/compress';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { APP_VERSION } from '@bestellwerk/domain';
import { constants as zlib } from 'node:zlib';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { ensureDatabaseFolder, prepareDatabase } from './database/prepare-database.js';
import { registerCookies } from './http/cookie-plugin.js';
import { registerApiEtags } from './http/etag.js';
import { registerJsonBodyParser } from './http/json-body-parser.js';
import { serveOpenApi } from './http/openapi.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerRequestIdEcho, requestIdOptions } from './http/request-id.js';
import { requestLogger } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serveFrontEnd } from './http/static-files.js';
import { branchBannerLinks } from './modules/init/branch-page-links.js';
import { registerOperationsHooks } from './modules/operations/operations-hooks.js';

export interface CreateAppOptions {
  config: AppConfig;
  logger?: LoggerService | LogLevel[] | false;
}

/** Trusts the nearest `hops` proxies (TRUST_PROXY=2: the two in front of the API). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Builds the API (and, with a web root, the static front end) without listening, so the
 * server and the HTTP tests run exactly the same application.
 */
export async function createApp({
  config,
  logger = ['error', 'warn'],
}: CreateAppOptions): Promise<NestFastifyApplication> {
  ensureDatabaseFolder(config.databaseUrl);
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimit,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    logger: requestLogger(config.logRequests),
    ...requestIdOptions(),
    routerOptions: { maxParamLength: 200 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger,
    abortOnError: false,
    // Our JSON parser only (registerJsonBodyParser): no form bodies, no text.
    bodyParser: false,
  });
  app.setGlobalPrefix('api', { exclude: ['image/*path', 'upload/*path', 'metrics'] });
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestIdEcho(fastify);
  registerOperationsHooks(app);
  registerJsonBodyParser(fastify);
  await registerCookies(app);
  await registerRateLimits(app, config);
  // ETags see the plain JSON, so they are registered before compression.
  registerApiEtags(fastify);
  await registerSecurityHeaders(app, config);
  await app.register(
    compress as never,
    {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Dynamic answers: fast brotli; static files come pre-compressed at full strength.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    } as never,
  );
  const notFoundFallback = config.webRoot
    ? await serveFrontEnd(app, config.webRoot, config.remotes, branchBannerLinks(app))
    : null;
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(notFoundFallback ?? undefined));
  serveOpenApi(app, APP_VERSION);
  await prepareDatabase(app.get(DataSource), config);
  await app.init();
  await fastify.ready();
  new Logger('Bestellwerk').log('API bereit');
  return app;
}
