import { businessDayOf, startOfBusinessDay } from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  TimeTrackingMe,
  TimeTrackingProject,
  WorkingActivity,
  WorkingSchedule,
} from '@bestellwerk/domain';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { UnauthorizedError } from '../../common/errors/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { matchesTimeTrackingToken } from '../auth/time-tracking-token.js';
import { ProjectEntity } from './entities/project.entity.js';
import { TaskEntity } from './entities/task.entity.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';
import { WorkingScheduleEntity } from './entities/working-schedule.entity.js';
import { ACTIVITY_RELATIONS, findOpenActivity } from './time-clock.service.js';
import { toTimeTrackingUser, toWorkingActivity, toWorkingSchedule } from './workforce.mapper.js';

/** How far back the self-service page lists activities. */
const ACTIVITY_DAYS = 30;
/** Upper bound of a self-service list. */
const MAX_ROWS = 500;

/** The self-service time-tracking link /time-tracking/{username}/{token}. */
@Injectable()
export class TimeTrackingService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(WorkingActivityEntity)
    private readonly activities: Repository<WorkingActivityEntity>,
    @InjectRepository(WorkingScheduleEntity)
    private readonly shifts: Repository<WorkingScheduleEntity>,
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The user the link belongs to. Unknown usernames, wrong tokens and disabled, locked or
   * expired accounts all get the same 401; only the token's hash is stored, and it is compared
   * in constant time.
   */
  async userOfLink(username: string, token: string, now = new Date()): Promise<UserEntity> {
    const user = await this.users.findOne({ where: { username } });
    // Compare even without a user, so timing does not tell whether the name exists.
    const matches = matchesTimeTrackingToken(user?.timeTrackingTokenHash, token);
    // MariaDB compares names case-insensitively; the link must carry the name exactly.
    const usable =
      !!user &&
      user.username === username &&
      user.isEnabled &&
      !user.isLocked &&
      (!user.expiresAt || user.expiresAt > now);
    if (!user || !matches || !usable) throw new UnauthorizedError('TIME_TRACKING_REFUSED');
    return user;
  }

  /** The link's user and their open (running or paused) activity, if any. */
  async me(username: string, token: string): Promise<TimeTrackingMe> {
    const user = await this.userOfLink(username, token);
    const open = await findOpenActivity(this.activities, user.id);
    return {
      user: toTimeTrackingUser(user),
      workingActivity: open ? toWorkingActivity(open) : null,
      projects: await this.bookableProjects(),
    };
  }

  /** Enabled projects by name, each with its open tasks by name (two queries). */
  private async bookableProjects(): Promise<TimeTrackingProject[]> {
    const projects = await this.projects.find({
      where: { isEnabled: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    const tasks = projects.length
      ? await this.tasks.find({
          where: { isDone: false, project: { id: In(projects.map((project) => project.id)) } },
          relations: { project: true },
          order: { name: 'ASC', id: 'ASC' },
        })
      : [];
    return projects.map((project) => ({
      id: project.id,
      name: project.name,
      tasks: tasks
        .filter((task) => task.project?.id === project.id)
        .map((task) => ({ id: task.id, name: task.name })),
    }));
  }

  /** The link user's shifts that end today (business day of the shop's zone) or later, earliest first. */
  async schedules(username: string, token: string, now = new Date()): Promise<WorkingSchedule[]> {
    const user = await this.userOfLink(username, token, now);
    const today = startOfBusinessDay(
      businessDayOf(now, this.config.timeZone),
      this.config.timeZone,
    );
    const rows = await this.shifts.find({
      where: { user: { id: user.id }, end: MoreThanOrEqual(today) },
      relations: { user: true, branch: true, department: true },
      order: { start: 'ASC', id: 'ASC' },
      take: MAX_ROWS,
    });
    return rows.map(toWorkingSchedule);
  }

  /** The link user's activities that started in the last 30 days, newest first. */
  async recentActivities(
    username: string,
    token: string,
    now = new Date(),
  ): Promise<WorkingActivity[]> {
    const user = await this.userOfLink(username, token, now);
    const since = new Date(now.getTime() - ACTIVITY_DAYS * 24 * 60 * 60 * 1000);
    const rows = await this.activities.find({
      where: { user: { id: user.id }, start: MoreThanOrEqual(since) },
      relations: ACTIVITY_RELATIONS,
      order: { start: 'DESC', id: 'DESC' },
      take: MAX_ROWS,
    });
    return rows.map(toWorkingActivity);
  }
}
