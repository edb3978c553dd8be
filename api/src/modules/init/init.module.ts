import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContentModule } from '../content/content.module.js';
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
export class InitModule {}
