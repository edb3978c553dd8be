import {
  previousPeriod,
  statisticsPeriodError,
  type StatisticsAnswer,
  type StatisticsPeriod,
} from '@bestellwerk/domain';
import { ForbiddenError, ValidationFailedError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import type { EntityManager } from 'typeorm';
import type { StatisticsQueryDto } from './dto/statistics.query.js';

/** What one statistics figure is computed over. */
export interface StatisticsScope {
  period: StatisticsPeriod;
  /** The branches counted: null for all (an admin without filter). An empty list counts nothing. */
  branchIds: number[] | null;
  /** The configured time zone the business days are in. */
  timeZone: string;
  /**
   * Where the figures are read: a read replica's connection when there is one (figures may be
   * a little stale), else the database (statistics.controller.ts opens it per request).
   */
  reader: EntityManager;
}

/**
 * The scope of a statistics request: a German 400 at `from`/`to` for a period that cannot be
 * answered; an admin sees every branch or the one asked for, an employee only their own
 * branches (asking for another one is a 403).
 */
export function statisticsScope(
  query: StatisticsQueryDto,
  auth: AuthContext,
  timeZone: string,
): Omit<StatisticsScope, 'reader'> {
  const error = statisticsPeriodError(query.from, query.to);
  if (error) throw ValidationFailedError.field(error.field, error.message);
  const branch = query.branch ? Number(query.branch) : null;
  let branchIds: number[] | null;
  if (isAdmin(auth)) branchIds = branch === null ? null : [branch];
  else if (branch === null) branchIds = [...auth.branchIds];
  else if (auth.branchIds.includes(branch)) branchIds = [branch];
  else throw new ForbiddenError();
  return { period: { from: query.from, to: query.to }, branchIds, timeZone };
}

/**
 * Answers the figures of the scope and, with `compare=previous`, those of the period before
 * (computed the same way, one after the other: the second half of the request's queries).
 */
export async function statisticsAnswer<Figures>(
  scope: StatisticsScope,
  compare: string | undefined,
  figuresOf: (scope: StatisticsScope) => Promise<Figures>,
): Promise<StatisticsAnswer<Figures>> {
  const figures = await figuresOf(scope);
  if (compare !== 'previous') return { period: scope.period, figures, previous: null };
  const period = previousPeriod(scope.period);
  return {
    period: scope.period,
    figures,
    previous: { period, figures: await figuresOf({ ...scope, period }) },
  };
}
