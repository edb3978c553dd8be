import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CATALOG_ENTITIES } from './catalog.entities.js';

/** Menus, categories, tags and products. */
@Module({
  imports: [TypeOrmModule.forFeature(CATALOG_ENTITIES)],
  controllers: [],
  providers: [],
})
export class CatalogModule {}
