import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { BranchApiKeyController, BranchApiKeyService } from './branch-api-key.controller.js';
import { branchResource } from './branch.resource.js';
import { ORGANISATION_ENTITIES } from './organisation.entities.js';
import { departmentResource, divisionResource, tableResource } from './organisation.resources.js';

/** Divisions, branches (with delivery areas), departments and tables. */
@Module({
  imports: [TypeOrmModule.forFeature(ORGANISATION_ENTITIES)],
  controllers: [
    createCrudController(divisionResource),
    createCrudController(branchResource),
    createCrudController(departmentResource),
    createCrudController(tableResource),
    BranchApiKeyController,
  ],
  providers: [BranchApiKeyService],
})
export class OrganisationModule {}
