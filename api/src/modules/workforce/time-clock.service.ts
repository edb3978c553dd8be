import {
  apiError,
  applyPunch,
  PUNCH_CONFLICT_CODES,
  type PunchAction,
  type PunchedActivity,
  type WorkingActivity,
} from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ConflictError, ValidationFailedError } from '../../common/errors/app-errors.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import type { PunchStartInput } from './dto/punch-start.input.js';
import { ProjectEntity } from './entities/project.entity.js';
import { TaskEntity } from './entities/task.entity.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';
import { toWorkingActivity } from './workforce.mapper.js';

/** What an activity's answer names: its user, branch, department, project and task. */
export const ACTIVITY_RELATIONS = {
  user: true,
  branch: true,
  department: true,
  project: true,
  task: true,
} as const;

/** A user's open (running or paused) activity, newest first, with what its answer names. */
export function findOpenActivity(
  activities: Repository<WorkingActivityEntity>,
  userId: number,
): Promise<WorkingActivityEntity | null> {
  return activities.findOne({
    where: { user: { id: userId }, state: In(['running', 'paused']) },
    relations: ACTIVITY_RELATIONS,
    order: { start: 'DESC', id: 'DESC' },
  });
}

/** A 400 at `field` with the catalogue's code and text. */
function invalid(
  field: 'project' | 'task',
  code: 'PROJECT_UNKNOWN' | 'TASK_UNKNOWN' | 'TASK_OF_OTHER_PROJECT',
): ValidationFailedError {
  return new ValidationFailedError([{ ...apiError(code), field }]);
}

function punchedOf(entity: WorkingActivityEntity): PunchedActivity {
  return {
    state: entity.state,
    start: entity.start.toISOString(),
    end: entity.end?.toISOString() ?? null,
    pauses: entity.pauses ?? [],
  };
}

/**
 * The employee's time clock: start, pause, resume and end their working activity at the
 * server's time. The rules are the domain's state machine; the database keeps them under
 * concurrency (one open activity per user, each change applied to the version it read), so a
 * double tap, two tabs or a retried request make one change and a German 409 for the rest.
 */
@Injectable()
export class TimeClockService {
  constructor(
    @InjectRepository(WorkingActivityEntity)
    private readonly activities: Repository<WorkingActivityEntity>,
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The user's open (running or paused) activity. */
  open(user: UserEntity): Promise<WorkingActivityEntity | null> {
    return findOpenActivity(this.activities, user.id);
  }

  /**
   * Starts work now at `branchId` (a shop tablet's branch) or, without it, at the user's only
   * branch if they have exactly one.
   */
  async start(
    user: UserEntity,
    input: PunchStartInput,
    branchId?: number,
  ): Promise<WorkingActivity> {
    const now = this.clock();
    const open = await this.open(user);
    const result = applyPunch(open ? punchedOf(open) : null, 'start', now.toISOString());
    if (!result.ok) throw new ConflictError(result.code);
    const { project, task } = await this.projectAndTask(input);
    const entity = this.activities.create({
      user: { id: user.id },
      branch: branchId === undefined ? await this.onlyBranchOf(user) : { id: branchId },
      department: null,
      project,
      task,
      state: 'running',
      start: now,
      end: null,
      pauses: [],
      comment: input.comment?.trim() || null,
    });
    try {
      const saved = await this.activities.save(entity);
      return toWorkingActivity(await this.reload(saved.id));
    } catch (error) {
      // A second open activity of the user hits the unique `openFor` index.
      if (isUniqueViolation(error)) throw new ConflictError(PUNCH_CONFLICT_CODES.start);
      throw error;
    }
  }

  /** Pauses, resumes or ends the user's open activity now. */
  async change(user: UserEntity, action: Exclude<PunchAction, 'start'>): Promise<WorkingActivity> {
    const now = this.clock();
    const open = await this.open(user);
    const result = applyPunch(open ? punchedOf(open) : null, action, now.toISOString());
    if (!result.ok || !open) throw new ConflictError(PUNCH_CONFLICT_CODES[action]);
    const { state, end, pauses } = result.activity;
    const changed = await this.activities.update(
      { id: open.id, version: open.version },
      {
        state,
        end: end === null ? null : new Date(end),
        pauses: [...pauses],
        openFor: state === 'ended' ? null : user.id,
        version: open.version + 1,
      },
    );
    if (!changed.affected) throw new ConflictError(PUNCH_CONFLICT_CODES[action]);
    return toWorkingActivity(await this.reload(open.id));
  }

  /** The user's branch when they have exactly one, else null. */
  private async onlyBranchOf(user: UserEntity): Promise<{ id: number } | null> {
    const { branches } = await this.users.findOneOrFail({
      where: { id: user.id },
      relations: { branches: true },
    });
    return branches.length === 1 ? { id: branches[0].id } : null;
  }

  private reload(id: number): Promise<WorkingActivityEntity> {
    return this.activities.findOneOrFail({ where: { id }, relations: ACTIVITY_RELATIONS });
  }

  /** The named project and task; a task alone brings its project. */
  private async projectAndTask(
    input: PunchStartInput,
  ): Promise<{ project: { id: number } | null; task: { id: number } | null }> {
    const task = input.task
      ? await this.tasks.findOne({ where: { id: input.task.id }, relations: { project: true } })
      : null;
    if (input.task && !task) throw invalid('task', 'TASK_UNKNOWN');
    const projectId = input.project?.id ?? task?.project?.id ?? null;
    if (projectId !== null && !(await this.projects.existsBy({ id: projectId }))) {
      throw invalid('project', 'PROJECT_UNKNOWN');
    }
    if (task?.project && projectId !== null && task.project.id !== projectId) {
      throw invalid('task', 'TASK_OF_OTHER_PROJECT');
    }
    return {
      project: projectId === null ? null : { id: projectId },
      task: task && { id: task.id },
    };
  }
}
