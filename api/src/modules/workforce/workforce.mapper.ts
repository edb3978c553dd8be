import type {
  AbsenceEntry,
  Project,
  Task,
  TimeTrackingUser,
  WorkingActivity,
  WorkingSchedule,
} from '@bestellwerk/domain';
import type { UserEntity } from '../auth/entities/user.entity.js';
import type { AbsenceEntity } from './entities/absence.entity.js';
import type { ProjectEntity } from './entities/project.entity.js';
import type { TaskEntity } from './entities/task.entity.js';
import type { WorkingActivityEntity } from './entities/working-activity.entity.js';
import type { WorkingScheduleEntity } from './entities/working-schedule.entity.js';

const ref = (entity: { id: number } | null | undefined) => (entity ? { id: entity.id } : null);

export function toProject(entity: ProjectEntity): Project {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description ?? '',
    isEnabled: entity.isEnabled,
  };
}

export function toTask(entity: TaskEntity): Task {
  return {
    id: entity.id,
    project: ref(entity.project),
    name: entity.name,
    description: entity.description ?? '',
    isDone: entity.isDone,
  };
}

export function toWorkingActivity(entity: WorkingActivityEntity): WorkingActivity {
  return {
    id: entity.id,
    user: { id: entity.user.id },
    branch: ref(entity.branch),
    department: ref(entity.department),
    project: ref(entity.project),
    task: ref(entity.task),
    state: entity.state,
    start: entity.start.toISOString(),
    end: entity.end?.toISOString() ?? null,
    pauses: (entity.pauses ?? []).map((pause) => ({ start: pause.start, end: pause.end ?? null })),
    comment: entity.comment ?? '',
    autoEnded: entity.autoEnded ?? false,
  };
}

export function toWorkingSchedule(entity: WorkingScheduleEntity): WorkingSchedule {
  return {
    id: entity.id,
    user: { id: entity.user.id },
    branch: ref(entity.branch),
    department: ref(entity.department),
    start: entity.start.toISOString(),
    end: entity.end.toISOString(),
    comment: entity.comment ?? '',
  };
}

/** Who a time-tracking link belongs to: names only, never the token or the password hash. */
export function toTimeTrackingUser(entity: UserEntity): TimeTrackingUser {
  return {
    id: entity.id,
    username: entity.username,
    firstName: entity.firstName,
    lastName: entity.lastName,
  };
}

export function toAbsence(entity: AbsenceEntity): AbsenceEntry {
  return {
    id: entity.id,
    user: { id: entity.user.id },
    kind: entity.kind,
    from: entity.from,
    to: entity.to,
    comment: entity.comment ?? '',
  };
}
