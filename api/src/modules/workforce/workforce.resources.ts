import {
  CRUD_COLLECTIONS,
  monthsBetween,
  type AbsenceEntry,
  type AbsenceKind,
  type Project,
  type Task,
  type WorkingActivity,
  type WorkingActivityState,
  type WorkingSchedule,
} from '@bestellwerk/domain';
import {
  LessThanOrEqual,
  MoreThanOrEqual,
  type EntityManager,
  type FindOptionsWhere,
} from 'typeorm';
import { businessDayRange } from '../../common/crud/business-day-range.js';
import type { CrudResource, CrudWrite, ListContext } from '../../common/crud/crud-resource.js';
import type { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { DepartmentEntity } from '../organisation/entities/department.entity.js';
import { AbsenceInput, AbsenceUpdateInput } from './dto/absence.input.js';
import { ProjectInput, ProjectUpdateInput } from './dto/project.input.js';
import { TaskInput, TaskUpdateInput } from './dto/task.input.js';
import {
  WorkingActivityDeleteQuery,
  WorkingActivityInput,
  WorkingActivityUpdateInput,
} from './dto/working-activity.input.js';
import { WorkingScheduleInput, WorkingScheduleUpdateInput } from './dto/working-schedule.input.js';
import {
  AbsenceListQuery,
  ProjectListQuery,
  TaskListQuery,
  WorkingActivityListQuery,
  WorkingScheduleListQuery,
  type WorkingTimeListQuery,
} from './dto/workforce-list.query.js';
import { AbsenceEntity } from './entities/absence.entity.js';
import { ProjectEntity } from './entities/project.entity.js';
import { TaskEntity } from './entities/task.entity.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';
import { WorkingScheduleEntity } from './entities/working-schedule.entity.js';
import {
  toAbsence,
  toProject,
  toTask,
  toWorkingActivity,
  toWorkingSchedule,
} from './workforce.mapper.js';
import {
  assertMonthsOpen,
  monthOfStart,
  recordAbsenceChange,
  recordActivityChange,
  recordScheduleChange,
} from './working-time-audit.js';

/** The message when a shift, activity or pause would end before it starts. */
export const END_BEFORE_START = 'Das Ende muss nach dem Beginn liegen.';

export const projectResource: CrudResource<ProjectEntity, Project, ProjectInput, ProjectListQuery> =
  {
    ...CRUD_COLLECTIONS.projects,
    schema: 'Project',
    entity: ProjectEntity,
    input: ProjectInput,
    updateInput: ProjectUpdateInput,
    read: 'staff',
    defaultOrder: { name: 'ASC', id: 'ASC' },
    listQuery: ProjectListQuery,
    filter: (query) => {
      const { isEnabled } = query;
      return isEnabled ? { isEnabled: isEnabled === 'true' } : {};
    },
    create: () => new ProjectEntity(),
    apply(entity, input) {
      Object.assign(entity, stripUndefined(input));
    },
    toContract: toProject,
  };

export const taskResource: CrudResource<TaskEntity, Task, TaskInput, TaskListQuery> = {
  ...CRUD_COLLECTIONS.tasks,
  schema: 'Task',
  entity: TaskEntity,
  input: TaskInput,
  updateInput: TaskUpdateInput,
  read: 'staff',
  relations: { project: true },
  defaultOrder: { isDone: 'ASC', name: 'ASC', id: 'ASC' },
  listQuery: TaskListQuery,
  filter: (query) => {
    const { project, isDone } = query;
    const where: FindOptionsWhere<TaskEntity> = {};
    if (project) where.project = { id: Number(project) };
    if (isDone) where.isDone = isDone === 'true';
    return where;
  },
  create: () => Object.assign(new TaskEntity(), { project: null }),
  async apply(entity, { project, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (project !== undefined)
      entity.project = await refs.one(ProjectEntity, project, 'project', 'Projekt');
  },
  toContract: toTask,
};

/** Admins see everyone's activities and schedules; other staff only their own. */
function ownRecordsOnly(
  auth: AuthContext,
): FindOptionsWhere<WorkingActivityEntity & WorkingScheduleEntity> {
  return isAdmin(auth) ? {} : { user: { id: auth.userId } };
}

/** Conditions of the filters shared by activities and schedules. */
function workingTimeWhere(
  query: WorkingTimeListQuery,
  { timeZone }: ListContext,
): FindOptionsWhere<WorkingActivityEntity & WorkingScheduleEntity> {
  const where: FindOptionsWhere<WorkingActivityEntity & WorkingScheduleEntity> = {};
  if (query.user) where.user = { id: Number(query.user) };
  if (query.branch) where.branch = { id: Number(query.branch) };
  if (query.department) where.department = { id: Number(query.department) };
  const start = businessDayRange(query.from, query.to, timeZone);
  if (start) where.start = start;
  return where;
}

/**
 * Refuses (409) a write to an activity or shift whose month, before or after the change, is
 * closed.
 */
async function assertStartMonthsOpen(
  { before, after }: CrudWrite<{ start: string }>,
  manager: EntityManager,
  { timeZone }: ListContext,
): Promise<void> {
  const starts = [before?.start, after?.start].filter((start) => start !== undefined);
  await assertMonthsOpen(
    manager,
    starts.map((start) => monthOfStart(start, timeZone)),
  );
}

/** Resolves the references activities and schedules share. */
async function applyWorkingTimeRefs(
  entity: WorkingActivityEntity | WorkingScheduleEntity,
  input: {
    user?: { id: number };
    branch?: { id: number } | null;
    department?: { id: number } | null;
  },
  refs: ReferenceResolver,
): Promise<void> {
  if (input.user) entity.user = (await refs.one(UserEntity, input.user, 'user', 'Benutzer'))!;
  if (input.branch !== undefined)
    entity.branch = await refs.one(BranchEntity, input.branch, 'branch', 'Filiale');
  if (input.department !== undefined)
    entity.department = await refs.one(
      DepartmentEntity,
      input.department,
      'department',
      'Abteilung',
    );
}

export const workingActivityResource: CrudResource<
  WorkingActivityEntity,
  WorkingActivity,
  WorkingActivityInput,
  WorkingActivityListQuery
> = {
  ...CRUD_COLLECTIONS.workingActivities,
  schema: 'WorkingActivity',
  entity: WorkingActivityEntity,
  input: WorkingActivityInput,
  updateInput: WorkingActivityUpdateInput,
  read: 'staff',
  scope: ownRecordsOnly,
  relations: { user: true, branch: true, department: true, project: true, task: true },
  defaultOrder: { start: 'DESC', id: 'DESC' },
  listQuery: WorkingActivityListQuery,
  filter: (q, context) => {
    const where: FindOptionsWhere<WorkingActivityEntity> = workingTimeWhere(q, context);
    if (q.project) where.project = { id: Number(q.project) };
    if (q.task) where.task = { id: Number(q.task) };
    if (q.state) where.state = q.state as WorkingActivityState;
    return where;
  },
  create: () =>
    Object.assign(new WorkingActivityEntity(), {
      branch: null,
      department: null,
      project: null,
      task: null,
      end: null,
    }),
  async apply(entity, input, refs) {
    const { user, branch, department, project, task, start, end, pauses, state, comment } = input;
    await applyWorkingTimeRefs(entity, { user, branch, department }, refs);
    if (project !== undefined)
      entity.project = await refs.one(ProjectEntity, project, 'project', 'Projekt');
    if (task !== undefined) entity.task = await refs.one(TaskEntity, task, 'task', 'Aufgabe');
    if (start !== undefined) entity.start = new Date(start);
    if (end !== undefined) entity.end = end === null ? null : new Date(end);
    if (comment !== undefined) entity.comment = comment;
    if (pauses !== undefined) {
      pauses.forEach((pause, index) => {
        if (pause.end && Date.parse(pause.end) <= Date.parse(pause.start))
          throw ValidationFailedError.field(`pauses.${index}.end`, END_BEFORE_START);
      });
      entity.pauses = pauses.map((pause) => ({ start: pause.start, end: pause.end ?? null }));
    }
    if (state !== undefined) entity.state = state;
    else if (!entity.id) entity.state = entity.end ? 'ended' : 'running';
    // A staff correction is the check "automatisch beendet – bitte prüfen" asks for.
    if (entity.id) entity.autoEnded = false;
    if (entity.end && entity.end <= entity.start)
      throw ValidationFailedError.field('end', END_BEFORE_START);
  },
  toContract: toWorkingActivity,
  reasonQuery: WorkingActivityDeleteQuery,
  checkWrite: assertStartMonthsOpen,
  recordWrite: ({ action, before, after, auth, reason }, manager, { timeZone }) =>
    recordActivityChange(manager, {
      action,
      byId: auth.userId,
      before,
      after,
      reason: reason ?? '',
      timeZone,
    }),
};

export const workingScheduleResource: CrudResource<
  WorkingScheduleEntity,
  WorkingSchedule,
  WorkingScheduleInput,
  WorkingScheduleListQuery
> = {
  ...CRUD_COLLECTIONS.workingSchedules,
  schema: 'WorkingSchedule',
  entity: WorkingScheduleEntity,
  input: WorkingScheduleInput,
  updateInput: WorkingScheduleUpdateInput,
  read: 'staff',
  scope: ownRecordsOnly,
  relations: { user: true, branch: true, department: true },
  defaultOrder: { start: 'ASC', id: 'ASC' },
  listQuery: WorkingScheduleListQuery,
  filter: (query, context) => workingTimeWhere(query, context),
  create: () => Object.assign(new WorkingScheduleEntity(), { branch: null, department: null }),
  async apply(entity, { user, branch, department, start, end, comment }, refs) {
    await applyWorkingTimeRefs(entity, { user, branch, department }, refs);
    if (start !== undefined) entity.start = new Date(start);
    if (end !== undefined) entity.end = new Date(end);
    if (comment !== undefined) entity.comment = comment;
    if (entity.end <= entity.start) throw ValidationFailedError.field('end', END_BEFORE_START);
  },
  toContract: toWorkingSchedule,
  checkWrite: assertStartMonthsOpen,
  recordWrite: ({ action, before, after, auth }, manager, { timeZone }) =>
    recordScheduleChange(manager, { action, byId: auth.userId, before, after }, timeZone),
};

/** The message when an absence would end before it starts. */
export const ABSENCE_END_BEFORE_START = 'Der letzte Tag darf nicht vor dem ersten liegen.';

export const absenceResource: CrudResource<
  AbsenceEntity,
  AbsenceEntry,
  AbsenceInput,
  AbsenceListQuery
> = {
  ...CRUD_COLLECTIONS.absences,
  schema: 'AbsenceEntry',
  entity: AbsenceEntity,
  input: AbsenceInput,
  updateInput: AbsenceUpdateInput,
  read: 'staff',
  scope: (auth) => (isAdmin(auth) ? {} : { user: { id: auth.userId } }),
  relations: { user: true },
  defaultOrder: { from: 'DESC', id: 'DESC' },
  listQuery: AbsenceListQuery,
  filter: (query) => {
    const where: FindOptionsWhere<AbsenceEntity> = {};
    if (query.user) where.user = { id: Number(query.user) };
    if (query.kind) where.kind = query.kind as AbsenceKind;
    // Overlapping the range: ends on or after `from`, starts on or before `to`.
    if (query.from) where.to = MoreThanOrEqual(query.from);
    if (query.to) where.from = LessThanOrEqual(query.to);
    return where;
  },
  create: () => new AbsenceEntity(),
  async apply(entity, { user, kind, from, to, comment }, refs) {
    if (user) entity.user = (await refs.one(UserEntity, user, 'user', 'Benutzer'))!;
    if (kind !== undefined) entity.kind = kind;
    if (from !== undefined) entity.from = from;
    if (to !== undefined) entity.to = to;
    if (comment !== undefined) entity.comment = comment.trim() || null;
    if (entity.to < entity.from) throw ValidationFailedError.field('to', ABSENCE_END_BEFORE_START);
  },
  toContract: toAbsence,
  checkWrite: ({ before, after }, manager) =>
    assertMonthsOpen(manager, [
      ...(before ? monthsBetween(before.from, before.to) : []),
      ...(after ? monthsBetween(after.from, after.to) : []),
    ]),
  recordWrite: ({ action, before, after, auth }, manager) =>
    recordAbsenceChange(manager, { action, byId: auth.userId, before, after }),
};
