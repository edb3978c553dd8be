import {
  activityDay,
  AUTO_ENDED_NOTE,
  autoEndOf,
  businessDayOf,
  closeActivityAt,
  shiftsOfDay,
  type PunchedActivity,
  type WorkingActivityPause,
} from '@bestellwerk/domain';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, IsNull, Not, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { ApiClock } from '../auth/clock.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';
import { WorkingScheduleEntity } from './entities/working-schedule.entity.js';
import { ClosedMonthEntity } from './entities/closed-month.entity.js';
import { toWorkingActivity } from './workforce.mapper.js';
import { monthOfStart, recordActivityChange } from './working-time-audit.js';

/** How often the clock looks for forgotten clock-outs. */
export const AUTO_CLOCK_OUT_INTERVAL_MS = 5 * 60 * 1000;

/** Most open activities one run looks at; the next run goes on. */
const BATCH_SIZE = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Closes forgotten clock-outs: an activity still open an hour past the end of the employee's
 * planned shift that day (else the closing time of its branch, else ten hours after its start)
 * is ended there and marked `autoEnded`, which the employee and the manager see as
 * "automatisch beendet – bitte prüfen". Never a silent edit: the mark stays until a correction.
 * Runs on an unref'd timer in the API process; each run costs four queries plus an update and an
 * audit entry per closed activity, applied only to the version it read. Never writes into a
 * closed month.
 */
@Injectable()
export class AutoClockOutService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AutoClockOut');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectRepository(WorkingActivityEntity)
    private readonly activities: Repository<WorkingActivityEntity>,
    @InjectRepository(WorkingScheduleEntity)
    private readonly shifts: Repository<WorkingScheduleEntity>,
    @InjectRepository(ClosedMonthEntity)
    private readonly closedMonths: Repository<ClosedMonthEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: ApiClock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.closeForgotten(this.clock.now()).catch((error: unknown) =>
        this.logger.error(
          `Vergessene Stempelungen nicht geschlossen: ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
      );
    }, AUTO_CLOCK_OUT_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Closes the activities forgotten at `now`; answers their ids. */
  async closeForgotten(now: Date): Promise<number[]> {
    const timeZone = this.config.timeZone;
    const open = await this.activities.find({
      where: { openFor: Not(IsNull()) },
      relations: { user: true, branch: true, department: true, project: true, task: true },
      order: { start: 'ASC' },
      take: BATCH_SIZE,
    });
    if (open.length === 0) return [];
    const earliest = open[0].start.getTime();
    const shifts = await this.shifts.find({
      where: {
        user: { id: In([...new Set(open.map((activity) => activity.user.id))]) },
        start: Between(new Date(earliest - DAY_MS), now),
      },
      relations: { user: true },
    });
    // A closed month is read-only, even for the clock; closing one needs no open activity in it.
    const closedMonths = new Set(
      (
        await this.closedMonths.find({
          where: {
            month: In([...new Set(open.map((a) => monthOfStart(a.start.toISOString(), timeZone)))]),
          },
        })
      ).map((row) => row.month),
    );
    const closed: number[] = [];
    for (const activity of open) {
      if (closedMonths.has(monthOfStart(activity.start.toISOString(), timeZone))) continue;
      const punched: PunchedActivity = {
        state: activity.state,
        start: activity.start.toISOString(),
        end: null,
        pauses: activity.pauses ?? [],
      };
      const day = activityDay(punched, timeZone);
      const shiftEnd = shifts
        .filter(
          (shift) =>
            shift.user.id === activity.user.id && businessDayOf(shift.start, timeZone) === day,
        )
        .map((shift) => shift.end.getTime())
        .sort((a, b) => b - a)[0];
      const closing = activity.branch
        ? shiftsOfDay(activity.branch.openingHours, day, timeZone).at(-1)?.end
        : undefined;
      const end = autoEndOf(
        punched,
        {
          shiftEnd: shiftEnd === undefined ? null : new Date(shiftEnd).toISOString(),
          closingTime: closing ? closing.toISOString() : null,
        },
        now,
      );
      if (end === null) continue;
      const ended = closeActivityAt(punched, end);
      if (await this.close(activity, end, [...ended.pauses])) closed.push(activity.id);
    }
    if (closed.length > 0) {
      this.logger.log(`${closed.length} vergessene Stempelung(en) automatisch beendet.`);
    }
    return closed;
  }

  /**
   * Ends the version of `activity` that was read at `end` and writes the audit entry, in one
   * transaction; false when the activity changed meanwhile.
   */
  private async close(
    activity: WorkingActivityEntity,
    end: string,
    pauses: WorkingActivityPause[],
  ): Promise<boolean> {
    return this.activities.manager.transaction(async (manager) => {
      const result = await manager.update(
        WorkingActivityEntity,
        { id: activity.id, version: activity.version },
        {
          state: 'ended',
          end: new Date(end),
          pauses,
          openFor: null,
          autoEnded: true,
          version: activity.version + 1,
        },
      );
      if (!result.affected) return false;
      const before = toWorkingActivity(activity);
      await recordActivityChange(manager, {
        action: 'autoEnded',
        byId: null,
        before,
        after: { ...before, state: 'ended', end, pauses, autoEnded: true },
        reason: AUTO_ENDED_NOTE,
        timeZone: this.config.timeZone,
      });
      return true;
    });
  }
}
