import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AuthModule } from '../auth/auth.module.js';
import { ContentModule } from '../content/content.module.js';
import { answerAnonymousInitEarly } from './anonymous-init-early.js';
import { InitController } from './init.controller.js';
import { InitService } from './init.service.js';
import { PublicDataVersion } from './public-data-version.js';

/**
 * GET /api/init: the start-up data of the front end. Global, so every public read (the CRUD
 * lists too) can key its prepared answer by PublicDataVersion.
 */
@Global()
@Module({
  imports: [AuthModule, ContentModule],
  controllers: [InitController],
  providers: [InitService, PublicDataVersion],
  exports: [PublicDataVersion],
})
export class InitModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly init: InitService,
  ) {}

  /** The early answer of anonymous /api/init, in an HTTP application (not in commands). */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify) answerAnonymousInitEarly(fastify, this.init);
  }
}
