import {
  CRUD_COLLECTIONS,
  type SignageDevice,
  type SignageOrientation,
  type SignageSegment,
  type SignageSegmentType,
  type SignageStream,
} from '@bestellwerk/domain';
import type { FindOptionsWhere } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { SignageDeviceInput, SignageDeviceUpdateInput } from './dto/signage-device.input.js';
import {
  SignageDeviceListQuery,
  SignageSegmentListQuery,
  SignageStreamListQuery,
} from './dto/signage-list.query.js';
import { SignageSegmentInput, SignageSegmentUpdateInput } from './dto/signage-segment.input.js';
import { SignageStreamInput, SignageStreamUpdateInput } from './dto/signage-stream.input.js';
import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import { SignageSegmentEntity } from './entities/signage-segment.entity.js';
import { SignageStreamSegmentEntity } from './entities/signage-stream-segment.entity.js';
import { SignageStreamEntity } from './entities/signage-stream.entity.js';
import {
  inPlayOrder,
  toSignageDevice,
  toSignageSegment,
  toSignageStream,
} from './signage.mapper.js';

export const signageSegmentResource: CrudResource<
  SignageSegmentEntity,
  SignageSegment,
  SignageSegmentInput,
  SignageSegmentListQuery
> = {
  ...CRUD_COLLECTIONS.signageSegments,
  schema: 'SignageSegment',
  entity: SignageSegmentEntity,
  input: SignageSegmentInput,
  updateInput: SignageSegmentUpdateInput,
  read: 'staff',
  defaultOrder: { name: 'ASC', id: 'ASC' },
  listQuery: SignageSegmentListQuery,
  filter: (query) => {
    const { isEnabled, type } = query;
    const where: FindOptionsWhere<SignageSegmentEntity> = {};
    if (isEnabled) where.isEnabled = isEnabled === 'true';
    if (type) where.type = type as SignageSegmentType;
    return where;
  },
  create: () => new SignageSegmentEntity(),
  apply(entity, input) {
    Object.assign(entity, stripUndefined(input));
  },
  toContract: toSignageSegment,
};

export const signageStreamResource: CrudResource<
  SignageStreamEntity,
  SignageStream,
  SignageStreamInput,
  SignageStreamListQuery
> = {
  ...CRUD_COLLECTIONS.signageStreams,
  schema: 'SignageStream',
  entity: SignageStreamEntity,
  input: SignageStreamInput,
  updateInput: SignageStreamUpdateInput,
  read: 'staff',
  relations: { entries: { segment: true } },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  listQuery: SignageStreamListQuery,
  filter: (query) => {
    const { isEnabled } = query;
    return isEnabled ? { isEnabled: isEnabled === 'true' } : {};
  },
  create: () => Object.assign(new SignageStreamEntity(), { entries: [] }),
  async apply(entity, { segments, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (!segments) return;
    const found = await refs.many(SignageSegmentEntity, segments, 'segments', 'Filmsequenz');
    const byId = new Map(found.map((segment) => [segment.id, segment]));
    // Places are reused in order so a reordered playlist changes rows instead of replacing them.
    const existing = inPlayOrder(entity.entries ?? []);
    entity.entries = segments.map((ref, position) =>
      Object.assign(existing[position] ?? new SignageStreamSegmentEntity(), {
        segment: byId.get(ref.id),
        position,
      }),
    );
  },
  toContract: toSignageStream,
};

export const signageDeviceResource: CrudResource<
  SignageDeviceEntity,
  SignageDevice,
  SignageDeviceInput,
  SignageDeviceListQuery
> = {
  ...CRUD_COLLECTIONS.signageDevices,
  schema: 'SignageDevice',
  entity: SignageDeviceEntity,
  input: SignageDeviceInput,
  updateInput: SignageDeviceUpdateInput,
  read: 'staff',
  relations: { branch: true, stream: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einem anderen TV verwendet.',
    },
  ],
  listQuery: SignageDeviceListQuery,
  filter: (query) => {
    const { branch, stream, orientation } = query;
    const where: FindOptionsWhere<SignageDeviceEntity> = {};
    if (branch) where.branch = { id: Number(branch) };
    if (stream) where.stream = { id: Number(stream) };
    if (orientation) where.orientation = orientation as SignageOrientation;
    return where;
  },
  create: () => Object.assign(new SignageDeviceEntity(), { branch: null, stream: null }),
  async apply(entity, { branch, stream, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (branch !== undefined)
      entity.branch = await refs.one(BranchEntity, branch, 'branch', 'Filiale');
    if (stream !== undefined)
      entity.stream = await refs.one(SignageStreamEntity, stream, 'stream', 'Stream');
  },
  toContract: toSignageDevice,
};
