import {
  businessDayOf,
  dayTotals,
  KIOSK_ACTIONS,
  startOfBusinessDay,
  type KioskAction,
  type KioskClockState,
  type KioskDay,
  type KioskEmployee,
} from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, MoreThan, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { NotFoundError, UnauthorizedError } from '../../../common/errors/app-errors.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { CLOCK, type Clock } from '../../auth/clock.js';
import { UserEntity } from '../../auth/entities/user.entity.js';
import { PasswordService } from '../../auth/password.service.js';
import { counterBranch } from '../../ordering/board/counter-key.js';
import { WorkingActivityEntity } from '../entities/working-activity.entity.js';
import { WorkingScheduleEntity } from '../entities/working-schedule.entity.js';
import { ACTIVITY_RELATIONS, findOpenActivity, TimeClockService } from '../time-clock.service.js';
import { toWorkingActivity, toWorkingSchedule } from '../workforce.mapper.js';
import { KioskPinLockoutService } from './kiosk-pin-lockout.service.js';

const USER_ID = /^[1-9]\d{0,9}$/;

/** The tablet's state word of an open activity (none: stopped). */
function kioskState(
  open: Pick<WorkingActivityEntity, 'state'> | undefined | null,
): KioskClockState {
  if (open?.state === 'running') return 'working';
  return open?.state === 'paused' ? 'paused' : 'stopped';
}

function toKioskEmployee(user: UserEntity, state: KioskClockState): KioskEmployee {
  const initial = [...user.lastName.trim()][0];
  return {
    id: user.id,
    firstName: user.firstName,
    lastNameInitial: initial ? `${initial.toUpperCase()}.` : '',
    state,
  };
}

/** Whether the account may clock in at all (enabled, not locked, not expired). */
const isUsable = (user: UserEntity, now: Date) =>
  user.isEnabled && !user.isLocked && (!user.expiresAt || user.expiresAt > now);

/**
 * The shop tablet's time clock (/api/time-clock-kiosk/{branchId}/{apiKey}): the branch's
 * counter key opens it, each employee of the branch punches with their own PIN. Same state
 * machine, 409s and server clock as the self-service link.
 */
@Injectable()
export class TimeClockKioskService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(WorkingActivityEntity)
    private readonly activities: Repository<WorkingActivityEntity>,
    @InjectRepository(WorkingScheduleEntity)
    private readonly shifts: Repository<WorkingScheduleEntity>,
    private readonly timeClock: TimeClockService,
    private readonly lockout: KioskPinLockoutService,
    private readonly passwords: PasswordService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The branch's employees who can clock in there (usable account with a PIN), by name, each
   * with where their clock stands; nothing else about them. A wrong key is the counter's 401.
   */
  async employees(branchParam: string, apiKey: string): Promise<KioskEmployee[]> {
    const branchId = await counterBranch(this.dataSource.manager, branchParam, apiKey);
    const now = this.clock();
    const staff = (
      await this.users.find({
        where: { branches: { id: branchId }, kioskPinHash: Not('') },
        order: { firstName: 'ASC', lastName: 'ASC', id: 'ASC' },
      })
    ).filter((user) => isUsable(user, now));
    const open = staff.length
      ? await this.activities.find({
          where: {
            user: { id: In(staff.map((user) => user.id)) },
            state: In(['running', 'paused']),
          },
          relations: { user: true },
        })
      : [];
    return staff.map((user) =>
      toKioskEmployee(user, kioskState(open.find((activity) => activity.user.id === user.id))),
    );
  }

  /**
   * Checks the employee's PIN and does `action` ('day' only shows the day), answering their own
   * day. A wrong key is the counter's 401; a wrong PIN, an unknown employee, one of another
   * branch or without a PIN the same KIOSK_PIN_REFUSED 401; too many wrong PINs for the
   * employee a 429 with the minutes.
   */
  async punch(
    branchParam: string,
    apiKey: string,
    userParam: string,
    action: string,
    pin: string,
  ): Promise<KioskDay> {
    const branchId = await counterBranch(this.dataSource.manager, branchParam, apiKey);
    if (!(KIOSK_ACTIONS as readonly string[]).includes(action)) throw new NotFoundError();
    const user = await this.employeeWithPin(branchId, userParam, pin);
    switch (action as KioskAction) {
      case 'day':
        break;
      case 'start':
        await this.timeClock.start(user, {}, branchId);
        break;
      default:
        await this.timeClock.change(user, action as Exclude<KioskAction, 'day' | 'start'>);
    }
    return this.dayOf(user);
  }

  /**
   * The employee the PIN belongs to; the same 401 for any wrong part. Only entries for an
   * employee of this tablet's branch count towards that employee's lockout, so another
   * branch's tablet (or key holder) cannot lock a colleague out by guessing for them; those
   * entries are limited by the per-address rate limit instead.
   */
  private async employeeWithPin(
    branchId: number,
    userParam: string,
    pin: string,
  ): Promise<UserEntity> {
    const userId = USER_ID.test(userParam) ? Number(userParam) : 0;
    const now = this.clock();
    const user =
      userId > 0 && userId <= 2_147_483_647
        ? await this.users.findOne({ where: { id: userId }, relations: { branches: true } })
        : null;
    const belongs =
      !!user &&
      isUsable(user, now) &&
      user.branches.some((branch) => branch.id === branchId) &&
      !!user.kioskPinHash;
    const attempt = belongs ? await this.lockout.begin(userId) : null;
    // A missing hash costs the same time as a real check, so timing tells nothing either.
    const pinMatches = await this.passwords.verify(belongs ? user.kioskPinHash : null, pin);
    if (!user || !belongs || !pinMatches || attempt === null)
      throw new UnauthorizedError('KIOSK_PIN_REFUSED');
    await this.lockout.succeeded(attempt);
    return user;
  }

  /** The employee's day: open activity, today's net time and breaks, the next shift. */
  private async dayOf(user: UserEntity): Promise<KioskDay> {
    const now = this.clock();
    const zone = this.config.timeZone;
    const startOfToday = startOfBusinessDay(businessDayOf(now, zone), zone);
    const [open, today, nextShift] = await Promise.all([
      findOpenActivity(this.activities, user.id),
      this.activities.find({
        where: { user: { id: user.id }, start: MoreThanOrEqual(startOfToday) },
        relations: ACTIVITY_RELATIONS,
      }),
      this.shifts.findOne({
        where: { user: { id: user.id }, end: MoreThan(now) },
        relations: { user: true, branch: true, department: true },
        order: { start: 'ASC', id: 'ASC' },
      }),
    ]);
    const spans = today.map(toWorkingActivity);
    const totals = dayTotals(spans, now, zone).find((day) => day.date === businessDayOf(now, zone));
    return {
      employee: toKioskEmployee(user, kioskState(open)),
      workingActivity: open ? toWorkingActivity(open) : null,
      netMs: totals?.netMs ?? 0,
      breakMs: totals?.breakMs ?? 0,
      now: now.toISOString(),
      nextShift: nextShift ? toWorkingSchedule(nextShift) : null,
    };
  }
}
