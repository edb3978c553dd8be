import { CRUD_COLLECTIONS, type Department, type Division, type Table } from '@bestellwerk/domain';
import { Not, type EntityManager } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { DepartmentInput, DepartmentUpdateInput } from './dto/department.input.js';
import { DepartmentListQuery } from './dto/department-list.query.js';
import { DivisionInput, DivisionUpdateInput } from './dto/division.input.js';
import { TableInput, TableUpdateInput } from './dto/table.input.js';
import { BranchEntity } from './entities/branch.entity.js';
import { DepartmentEntity } from './entities/department.entity.js';
import { DivisionEntity } from './entities/division.entity.js';
import { TableEntity } from './entities/table.entity.js';

export const divisionResource: CrudResource<DivisionEntity, Division, DivisionInput> = {
  ...CRUD_COLLECTIONS.divisions,
  schema: 'Division',
  entity: DivisionEntity,
  input: DivisionInput,
  updateInput: DivisionUpdateInput,
  read: 'public',
  publicWhere: {},
  relations: { branches: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einer anderen Organisation verwendet.',
    },
  ],
  create: () => new DivisionEntity(),
  apply(entity, input) {
    Object.assign(entity, stripUndefined(input));
  },
  toContract: (entity) => ({
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    title: entity.title,
    description: entity.description ?? '',
    branches: (entity.branches ?? [])
      .map((branch) => ({ id: branch.id }))
      .sort((a, b) => a.id - b.id),
  }),
};

export const departmentResource: CrudResource<
  DepartmentEntity,
  Department,
  DepartmentInput,
  DepartmentListQuery
> = {
  ...CRUD_COLLECTIONS.departments,
  schema: 'Department',
  entity: DepartmentEntity,
  input: DepartmentInput,
  updateInput: DepartmentUpdateInput,
  read: 'staff',
  relations: { branch: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  listQuery: DepartmentListQuery,
  filter: (query) => {
    const { branch } = query;
    return branch ? { branch: { id: Number(branch) } } : {};
  },
  create: () => new DepartmentEntity(),
  async apply(entity, { branch, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (branch)
      entity.branch = (await refs.one(BranchEntity, branch, 'branch', 'Filiale')) as BranchEntity;
  },
  toContract: (entity) => ({
    id: entity.id,
    name: entity.name,
    description: entity.description ?? '',
    branch: { id: entity.branch.id },
  }),
};

/** Table identifiers are unique within their branch (the QR code's `?table=` names one). */
async function assertTableIdentifierFree(table: TableEntity, manager: EntityManager) {
  if (!table.branch) return;
  const taken = await manager.exists(TableEntity, {
    where: {
      identifier: table.identifier,
      branch: { id: table.branch.id },
      ...(table.id ? { id: Not(table.id) } : {}),
    },
  });
  if (taken)
    throw ValidationFailedError.field(
      'identifier',
      'Diese Kennung wird in dieser Filiale bereits von einem anderen Tisch verwendet.',
    );
}

export const tableResource: CrudResource<TableEntity, Table, TableInput> = {
  ...CRUD_COLLECTIONS.tables,
  schema: 'Table',
  entity: TableEntity,
  input: TableInput,
  updateInput: TableUpdateInput,
  read: 'public',
  publicWhere: { branch: { isEnabled: true, isPublic: true } },
  relations: { branch: true },
  defaultOrder: { branch: { id: 'ASC' }, identifier: 'ASC' },
  create: () => new TableEntity(),
  async apply(entity, { branch, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (!entity.name && entity.identifier) entity.name = entity.identifier;
    if (branch)
      entity.branch = (await refs.one(BranchEntity, branch, 'branch', 'Filiale')) as BranchEntity;
    await assertTableIdentifierFree(entity, refs.manager);
  },
  toContract: (entity) => ({
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    branch: { id: entity.branch.id },
  }),
};
