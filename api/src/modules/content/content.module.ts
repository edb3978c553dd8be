import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { ConfigController } from './config.controller.js';
import { ConfigService } from './config.service.js';
import { CONTENT_ENTITIES } from './content.entities.js';
import { blockResource, navigationResource, siteResource } from './content.resources.js';

/** Sites, blocks, navigations, the config and the contact form. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTENT_ENTITIES)],
  controllers: [
    ConfigController,
    createCrudController(siteResource),
    createCrudController(blockResource),
    createCrudController(navigationResource),
  ],
  providers: [ConfigService],
  exports: [ConfigService],
})
export class ContentModule {}
