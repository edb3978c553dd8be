import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { BranchApiKeyController, BranchApiKeyService } from './branch-api-key.controller.js';
import { branchResource } from './branch.resource.js';
import { ORGANISATION_ENTITIES } from './organisation.entities.js';
import { departmentResource, divisionResource, tableResource } from './organisation.resources.js';
import { TableQrController, TableQrService } from './table-qr.controller.js';

/** Divisions, branches (with delivery areas), departments and tables. */
@Module({
  imports: [TypeOrmModule.forFeature(ORGANISATION_ENTITIES)],
  controllers: [
    createCrudController(divisionResource),
    createCrudController(branchResource),
    createCrudController(departmentResource),
    createCrudController(tableResource),
    BranchApiKeyController,
    TableQrController,
  ],
  providers: [BranchApiKeyService, TableQrService],
})
export class OrganisationModule {}
