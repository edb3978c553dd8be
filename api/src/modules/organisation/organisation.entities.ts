import { BranchEntity } from './entities/branch.entity.js';
import { DeliveryAreaEntity } from './entities/delivery-area.entity.js';
import { DepartmentEntity } from './entities/department.entity.js';
import { DivisionEntity } from './entities/division.entity.js';
import { TableEntity } from './entities/table.entity.js';

/** Divisions, branches (with delivery areas), departments and tables. */
export const ORGANISATION_ENTITIES = [
  DivisionEntity,
  BranchEntity,
  DeliveryAreaEntity,
  DepartmentEntity,
  TableEntity,
];
