import { SessionEntity } from '../modules/auth/entities/session.entity.js';
import { UserEntity } from '../modules/auth/entities/user.entity.js';
import { TagEntity } from '../modules/catalog/entities/tag.entity.js';
import { ImageEntity } from '../modules/media/entities/image.entity.js';
import { BranchEntity } from '../modules/organisation/entities/branch.entity.js';
import { DeliveryAreaEntity } from '../modules/organisation/entities/delivery-area.entity.js';
import { DepartmentEntity } from '../modules/organisation/entities/department.entity.js';
import { DivisionEntity } from '../modules/organisation/entities/division.entity.js';
import { TableEntity } from '../modules/organisation/entities/table.entity.js';

/** Every entity of the data model; the data source and the migrations know exactly these. */
export const ENTITIES = [
  UserEntity,
  SessionEntity,
  DivisionEntity,
  BranchEntity,
  DeliveryAreaEntity,
  DepartmentEntity,
  TableEntity,
  TagEntity,
  ImageEntity,
];
