import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { BranchMenusController } from './branch-menus.controller.js';
import { BranchMenusService } from './branch-menus.service.js';
import { CATALOG_ENTITIES } from './catalog.entities.js';
import {
  categoryResource,
  menuResource,
  productResource,
  tagResource,
} from './catalog.resources.js';
import { MenuCatalogSubscriber } from './menu-catalog.subscriber.js';
import { ProductDuplicateController } from './product-duplicate.controller.js';
import { ProductDuplicateService } from './product-duplicate.service.js';

/** Menus, categories, tags and products (and copies of products). */
@Module({
  imports: [TypeOrmModule.forFeature(CATALOG_ENTITIES)],
  controllers: [
    createCrudController(tagResource),
    createCrudController(categoryResource),
    createCrudController(productResource),
    createCrudController(menuResource),
    ProductDuplicateController,
    BranchMenusController,
  ],
  providers: [BranchMenusService, MenuCatalogSubscriber, ProductDuplicateService],
  exports: [BranchMenusService],
})
export class CatalogModule {}
