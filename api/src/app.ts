import 'reflect-metadata';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { ensureDatabaseFolder, prepareDatabase } from './database/prepare-database.js';

export interface CreateAppOptions {
  config: AppConfig;
  logger?: LoggerService | LogLevel[] | false;
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
    trustProxy: true,
    logger: config.logRequests,
    routerOptions: { maxParamLength: 200 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger,
    abortOnError: false,
    // Fastify's own JSON parser only: no form bodies, no text (see below).
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser(['text/plain']);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  await prepareDatabase(app.get(DataSource), config);
  await app.init();
  await fastify.ready();
  new Logger('Bestellwerk').log('API bereit');
  return app;
}
