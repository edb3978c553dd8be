import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { BranchApiKeyController } from './branch-api-key.controller.js';
import { BranchApiKeyService } from './branch-api-key.service.js';
import { branchResource } from './branch.resource.js';
import { ORGANISATION_ENTITIES } from './organisation.entities.js';
import { departmentResource, divisionResource, tableResource } from './organisation.resources.js';
import { TableQrController } from './table-qr.controller.js';
import { TableQrService } from './table-qr.service.js';

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
