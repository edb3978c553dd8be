import {
  businessDayOf,
  holidayAccount,
  holidayCountryOf,
  recordNotFound,
  type HolidayBalance,
} from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  In,
  LessThanOrEqual,
  MoreThanOrEqual,
  Not,
  Repository,
  type EntityManager,
  type FindOptionsWhere,
} from 'typeorm';
import { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { CONFIG_ID, ConfigEntity } from '../content/entities/config.entity.js';
import type { HolidayBalanceInput } from './dto/holiday-balance.input.js';
import { AbsenceEntity } from './entities/absence.entity.js';
import { HolidayBalanceEntity } from './entities/holiday-balance.entity.js';
import {
  recordHolidayBalanceChange,
  type AuditedBalance,
  type RecordWrite,
} from './working-time-audit.js';

/** The 400 of a second balance for the same employee and year. */
export const HOLIDAY_BALANCE_EXISTS =
  'Für diesen Benutzer gibt es in diesem Jahr schon ein Urlaubskonto.';

/** A stored balance as the audit trail keeps it (a copy: the entity changes after). */
function audited({ id, user, year, entitlement, carryOver }: HolidayBalanceEntity): AuditedBalance {
  return { id, user: { id: user.id }, year, entitlement, carryOver };
}

/** Which balances a list read asks for. */
export interface HolidayBalanceFilter {
  year?: number;
  user?: number;
}

/**
 * Holiday accounts: entitlement and carry-over as stored, days taken and planned counted from
 * the employees' holiday absences on their working days (domain `holidayAccount`), in two
 * queries however many employees are listed.
 */
@Injectable()
export class HolidayBalanceService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(HolidayBalanceEntity)
    private readonly balances: Repository<HolidayBalanceEntity>,
    @InjectRepository(AbsenceEntity) private readonly absences: Repository<AbsenceEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Balances the caller may see (admins everyone's, other staff their own), newest year first. */
  async list(auth: AuthContext, filter: HolidayBalanceFilter = {}): Promise<HolidayBalance[]> {
    const where: FindOptionsWhere<HolidayBalanceEntity> = {};
    if (filter.user !== undefined) where.user = { id: filter.user };
    if (!isAdmin(auth)) where.user = { id: auth.userId };
    if (filter.year !== undefined) where.year = filter.year;
    return this.find(where);
  }

  /** The balances of one employee for the given years, newest first. */
  async ofUser(userId: number, years: number[]): Promise<HolidayBalance[]> {
    return this.find({ user: { id: userId }, year: In(years) });
  }

  /** The current year in the shops' time zone. */
  thisYear(): number {
    return Number(this.today().slice(0, 4));
  }

  private today() {
    return businessDayOf(this.clock(), this.config.timeZone);
  }

  private async find(where: FindOptionsWhere<HolidayBalanceEntity>): Promise<HolidayBalance[]> {
    const rows = await this.balances.find({
      where,
      relations: { user: true },
      order: { year: 'DESC', user: { id: 'ASC' } },
    });
    return this.withAccounts(rows);
  }

  /** One balance the caller may see, or the German 404. */
  async get(id: number, auth: AuthContext): Promise<HolidayBalance> {
    const [balance] = await this.withAccounts([await this.load(id, auth)]);
    return balance;
  }

  /** Creates the balance of an employee for a year; a second one for the same year is a 400. */
  async create(input: HolidayBalanceInput, auth: AuthContext): Promise<HolidayBalance> {
    const entity = Object.assign(new HolidayBalanceEntity(), { carryOver: 0 });
    return this.save(entity, input, auth);
  }

  /** Changes the given fields of a balance; the pair of employee and year stays unique. */
  async update(
    id: number,
    input: Partial<HolidayBalanceInput>,
    auth: AuthContext,
  ): Promise<HolidayBalance> {
    return this.save(await this.load(id, auth), input, auth);
  }

  /** Deletes a balance (the absences stay); audited in the same transaction. */
  async remove(id: number, auth: AuthContext): Promise<void> {
    const entity = await this.load(id, auth);
    const before = audited(entity);
    await this.dataSource.transaction(async (manager) => {
      await manager.remove(entity);
      await this.record(manager, { action: 'deleted', byId: auth.userId, before, after: null });
    });
  }

  private record(manager: EntityManager, change: RecordWrite<AuditedBalance>): Promise<void> {
    return recordHolidayBalanceChange(manager, change, this.clock(), this.config.timeZone);
  }

  private async load(id: number, auth: AuthContext): Promise<HolidayBalanceEntity> {
    const where: FindOptionsWhere<HolidayBalanceEntity> = { id };
    if (!isAdmin(auth)) where.user = { id: auth.userId };
    const entity = await this.balances.findOne({ where, relations: { user: true } });
    if (!entity) throw new NotFoundError(recordNotFound('holidayBalances'));
    return entity;
  }

  private async save(
    entity: HolidayBalanceEntity,
    { user, year, entitlement, carryOver }: Partial<HolidayBalanceInput>,
    auth: AuthContext,
  ): Promise<HolidayBalance> {
    const before = entity.id ? audited(entity) : null;
    if (user) {
      const resolver = new ReferenceResolver(this.dataSource.manager);
      entity.user = (await resolver.one(UserEntity, user, 'user', 'Benutzer'))!;
    }
    if (year !== undefined) entity.year = year;
    if (entitlement !== undefined) entity.entitlement = entitlement;
    if (carryOver !== undefined) entity.carryOver = carryOver;
    const duplicate = await this.balances.exists({
      where: {
        user: { id: entity.user.id },
        year: entity.year,
        ...(entity.id ? { id: Not(entity.id) } : {}),
      },
    });
    if (duplicate) throw ValidationFailedError.field('year', HOLIDAY_BALANCE_EXISTS);
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const stored = await manager.save(entity);
        const action = before ? 'updated' : 'created';
        await this.record(manager, { action, byId: auth.userId, before, after: audited(stored) });
        return stored;
      });
      return this.get(saved.id, auth);
    } catch (error) {
      // Two admins creating the same balance at once: the unique index decides.
      if (isUniqueViolation(error))
        throw ValidationFailedError.field('year', HOLIDAY_BALANCE_EXISTS);
      throw error;
    }
  }

  /** The accounts of stored balances, counted from one query of the holiday absences. */
  private async withAccounts(rows: HolidayBalanceEntity[]): Promise<HolidayBalance[]> {
    if (rows.length === 0) return [];
    const years = rows.map((row) => row.year);
    const absences = await this.absences.find({
      where: {
        kind: 'holiday',
        user: { id: In([...new Set(rows.map((row) => row.user.id))]) },
        from: LessThanOrEqual(`${Math.max(...years)}-12-31`),
        to: MoreThanOrEqual(`${Math.min(...years)}-01-01`),
      },
      relations: { user: true },
    });
    const byUser = new Map<number, AbsenceEntity[]>();
    for (const absence of absences)
      byUser.set(absence.user.id, [...(byUser.get(absence.user.id) ?? []), absence]);
    // Public holidays of the country whose break rules the shop works under cost no holiday.
    const config = await this.dataSource.manager.findOne(ConfigEntity, {
      where: { id: CONFIG_ID },
      select: { id: true, breakRule: true },
    });
    const country = holidayCountryOf(config?.breakRule ?? 'AT');
    const today = this.today();
    return rows.map((row) => ({
      id: row.id,
      user: { id: row.user.id },
      ...holidayAccount({
        year: row.year,
        entitlement: row.entitlement,
        carryOver: row.carryOver,
        absences: byUser.get(row.user.id) ?? [],
        today,
        country,
      }),
    }));
  }
}
