import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { branchResource } from './branch.resource.js';
import { BranchEntity } from './entities/branch.entity.js';
import { DeliveryAreaEntity } from './entities/delivery-area.entity.js';
import { DepartmentEntity } from './entities/department.entity.js';
import { DivisionEntity } from './entities/division.entity.js';
import { TableEntity } from './entities/table.entity.js';
import { departmentResource, divisionResource, tableResource } from './organisation.resources.js';

/** Divisions, branches (with delivery areas), departments and tables. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DivisionEntity,
      BranchEntity,
      DeliveryAreaEntity,
      DepartmentEntity,
      TableEntity,
    ]),
  ],
  controllers: [
    createCrudController(divisionResource),
    createCrudController(branchResource),
    createCrudController(departmentResource),
    createCrudController(tableResource),
  ],
})
export class OrganisationModule {}
