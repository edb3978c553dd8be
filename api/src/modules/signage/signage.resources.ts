import {
  CRUD_COLLECTIONS,
  SIGNAGE_CONTENT_MESSAGES,
  normaliseSignageContent,
  normaliseSignageDaypart,
  signageContentErrors,
  signageDaypartErrors,
  type SignageTextContent,
  type SignageDevice,
  type SignageOrientation,
  type SignageSegment,
  type SignageSegmentType,
  type SignageStream,
} from '@bestellwerk/domain';
import type { FindOptionsWhere } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { sanitizeHtml } from '../content/html-sanitizer.js';
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
import { checkSignageContentReferences } from './signage-content-references.js';

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
  read: 'admin',
  defaultOrder: { name: 'ASC', id: 'ASC' },
  listQuery: SignageSegmentListQuery,
  filter: (query) => {
    const { isEnabled, type } = query;
    const where: FindOptionsWhere<SignageSegmentEntity> = {};
    if (isEnabled) where.isEnabled = isEnabled === 'true';
    if (type) where.type = type as SignageSegmentType;
    return where;
  },
  create: () => Object.assign(new SignageSegmentEntity(), { daypart: null }),
  // Content is checked against the (possibly changed) type; a type change re-checks the old
  // content. References must exist; text boards keep sanitised HTML only.
  async apply(entity, { content, daypart, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    const recheck = content !== undefined || input.type !== undefined;
    const errors = [
      ...(recheck ? signageContentErrors(entity.type, content ?? entity.content) : []),
      ...signageDaypartErrors(daypart),
    ];
    if (errors.length > 0) throw new ValidationFailedError(errors);
    if (recheck) {
      const normalised = normaliseSignageContent(entity.type, content ?? entity.content);
      if (entity.type === 'text') {
        const text = normalised as SignageTextContent;
        text.html = sanitizeHtml(text.html);
        // Only markup that sanitising removed (a lone <script>) leaves nothing to show.
        if (text.html.trim() === '')
          throw ValidationFailedError.field('content.html', SIGNAGE_CONTENT_MESSAGES.html);
      }
      await checkSignageContentReferences(entity.type, normalised, refs);
      entity.content = normalised as unknown as Record<string, unknown>;
    }
    if (daypart !== undefined) entity.daypart = normaliseSignageDaypart(daypart);
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
  read: 'admin',
  relations: { entries: { segment: true } },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  listQuery: SignageStreamListQuery,
  filter: (query) => {
    const { isEnabled } = query;
    return isEnabled ? { isEnabled: isEnabled === 'true' } : {};
  },
  create: () => Object.assign(new SignageStreamEntity(), { entries: [] }),
  // `entries` (with dayparts) wins over `segments` (a playlist that plays always).
  async apply(entity, { segments, entries, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    const field = entries ? 'entries' : 'segments';
    const playlist = entries ?? segments?.map((segment) => ({ segment, daypart: null }));
    if (!playlist) return;
    const errors = playlist.flatMap((entry, index) =>
      signageDaypartErrors(entry.daypart, `entries.${index}.daypart`),
    );
    if (errors.length > 0) throw new ValidationFailedError(errors);
    const found = await refs.many(
      SignageSegmentEntity,
      playlist.map((entry) => entry.segment),
      field,
      'Filmsequenz',
    );
    const byId = new Map(found.map((segment) => [segment.id, segment]));
    // Places are reused in order so a reordered playlist changes rows instead of replacing them.
    const existing = inPlayOrder(entity.entries ?? []);
    entity.entries = playlist.map((entry, position) =>
      Object.assign(existing[position] ?? new SignageStreamSegmentEntity(), {
        segment: byId.get(entry.segment.id),
        daypart: normaliseSignageDaypart(entry.daypart),
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
  read: 'admin',
  relations: { branch: true, stream: true, currentSegment: true },
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
  create: () =>
    Object.assign(new SignageDeviceEntity(), {
      branch: null,
      stream: null,
      currentSegment: null,
      reloadRequestedAt: null,
    }),
  async apply(entity, { branch, stream, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (branch !== undefined)
      entity.branch = await refs.one(BranchEntity, branch, 'branch', 'Filiale');
    if (stream !== undefined)
      entity.stream = await refs.one(SignageStreamEntity, stream, 'stream', 'Stream');
  },
  toContract: toSignageDevice,
};
