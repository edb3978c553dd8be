import { Inject, Injectable } from '@nestjs/common';
import {
  endOfBusinessDay,
  ratingAverage,
  ratingPeriodErrors,
  RATING_LIST_LIMIT,
  startOfBusinessDay,
  type BranchRatingAverages,
  type RatingEntry,
  type RatingReport,
} from '@bestellwerk/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { QuestionnaireEntity } from '../ordering/entities/questionnaire.entity.js';
import { toOrderRating } from '../ordering/reads/order.mapper.js';
import type { RatingListQuery } from './dto/rating-list.query.js';

/** One row of the averages query: sums and count of a branch's ratings. */
interface AverageRow {
  branchId: number | string;
  branchName: string;
  count: number | string;
  rating: number | string;
  foodRating: number | string;
  serviceRating: number | string;
  processRating: number | string;
}

/**
 * The customers' ratings for staff: the list newest first and the averages per branch over a
 * period. Employees read only their branches' ratings (a condition of the query). Two queries
 * however many ratings and branches.
 */
@Injectable()
export class RatingsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The ratings of the period the caller may see, and each branch's averages; 400 for a reversed period. */
  async report(auth: AuthContext, query: RatingListQuery): Promise<RatingReport> {
    const errors = ratingPeriodErrors(query.from, query.to);
    if (errors.length > 0) throw new ValidationFailedError(errors);
    const visible = isAdmin(auth) ? null : auth.branchIds;
    if (visible && visible.length === 0) return { ratings: [], averages: [] };

    const rows = await this.filtered(visible, query)
      .select('branch.id', 'branchId')
      .addSelect('branch.name', 'branchName')
      .addSelect('COUNT(q.id)', 'count')
      .addSelect('SUM(q.rating)', 'rating')
      .addSelect('SUM(q.foodRating)', 'foodRating')
      .addSelect('SUM(q.serviceRating)', 'serviceRating')
      .addSelect('SUM(q.processRating)', 'processRating')
      .groupBy('branch.id')
      .addGroupBy('branch.name')
      .orderBy('branch.name', 'ASC')
      .getRawMany<AverageRow>();
    const ratings = await this.filtered(visible, query)
      .addSelect(['o.id', 'o.ticketNumber', 'o.businessDay', 'branch.id', 'branch.name'])
      .orderBy('q.createdAt', 'DESC')
      .addOrderBy('q.id', 'DESC')
      .take(RATING_LIST_LIMIT)
      .getMany();
    return { ratings: ratings.map(toRatingEntry), averages: rows.map(toAverages) };
  }

  private filtered(
    visible: number[] | null,
    query: RatingListQuery,
  ): SelectQueryBuilder<QuestionnaireEntity> {
    const qb = this.dataSource
      .createQueryBuilder(QuestionnaireEntity, 'q')
      .innerJoin('q.order', 'o')
      .innerJoin('o.branch', 'branch');
    if (visible) qb.andWhere('o.branch IN (:...visible)', { visible });
    if (query.branch) qb.andWhere('o.branch = :branch', { branch: Number(query.branch) });
    if (query.from)
      qb.andWhere('q.createdAt >= :start', {
        start: startOfBusinessDay(query.from, this.config.timeZone),
      });
    if (query.to)
      qb.andWhere('q.createdAt < :end', { end: endOfBusinessDay(query.to, this.config.timeZone) });
    return qb;
  }
}

function toAverages(row: AverageRow): BranchRatingAverages {
  const count = Number(row.count);
  return {
    branch: { id: Number(row.branchId), name: row.branchName },
    count,
    rating: ratingAverage(Number(row.rating), count),
    foodRating: ratingAverage(Number(row.foodRating), count),
    serviceRating: ratingAverage(Number(row.serviceRating), count),
    processRating: ratingAverage(Number(row.processRating), count),
  };
}

function toRatingEntry(entity: QuestionnaireEntity): RatingEntry {
  const { order } = entity;
  return {
    id: entity.id,
    order: { id: order.id, ticketNumber: order.ticketNumber, businessDay: order.businessDay },
    branch: { id: order.branch.id, name: order.branch.name },
    ...toOrderRating(entity),
  };
}
