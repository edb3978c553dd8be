import { Injectable } from '@nestjs/common';
import {
  dailyCounts,
  emptyHeatMap,
  type DateString,
  type EventsFigures,
  type HeatMapFigures,
  type PagesFigures,
  type PageViewsFigures,
  type StatisticsPeriod,
  type UniqueVisitorsFigures,
} from '@bestellwerk/domain';
import { Between, DataSource } from 'typeorm';
import { EventDayEntity } from './entities/event-day.entity.js';
import { VisitDayEntity } from './entities/visit-day.entity.js';
import { periodMonths } from './period-months.js';
import type { StatisticsScope } from './statistics-scope.js';

/** Most viewed pages listed. */
export const TOP_PAGES = 50;

/**
 * Figures of the consented analytics log, read from its daily roll-ups (visit-rollups.ts): one
 * query per figure whatever the range. Visitors have no branch, so `scope.branchIds` is ignored.
 * A visitor counts once per day, so totals over several days are visitor-days.
 */
@Injectable()
export class VisitStatisticsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Unique visitors per day of the period (0 on days without any), and their sum. */
  async uniqueVisitors(scope: StatisticsScope): Promise<UniqueVisitorsFigures> {
    return this.visitDays(scope, 'visitors');
  }

  /** Page views per day of the period, and their sum. */
  async pageViews(scope: StatisticsScope): Promise<PageViewsFigures> {
    return this.visitDays(scope, 'pageViews');
  }

  /**
   * The TOP_PAGES most viewed paths, with views and visitors (per day, added up). One query: the
   * whole months of the period from the monthly roll-up, the days at its ends from the daily.
   */
  async pages(scope: StatisticsScope): Promise<PagesFigures> {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const { sql, parameters } = this.monthsAndDays(scope.period, 'statistics_page', [
      'path',
      'views',
      'visitors',
    ]);
    const rows: { path: string; views: string | number; visitors: string | number }[] =
      await scope.reader.query(
        `SELECT ${q('path')}, SUM(${q('views')}) AS ${q('views')}, SUM(${q('visitors')}) AS ${q('visitors')} ` +
          `FROM (${sql}) ${q('page')} GROUP BY ${q('path')} ` +
          `ORDER BY SUM(${q('views')}) DESC, ${q('path')} ASC LIMIT ${TOP_PAGES}`,
        parameters,
      );
    return {
      pages: rows.map((row) => ({
        path: row.path,
        views: Number(row.views),
        visitors: Number(row.visitors),
      })),
    };
  }

  /** Every event type, action and category of the period with its count, most first. */
  async events(scope: StatisticsScope): Promise<EventsFigures> {
    const rows = await scope.reader
      .createQueryBuilder(EventDayEntity, 'event')
      .select('event.type', 'type')
      .addSelect('event.action', 'action')
      .addSelect('event.category', 'category')
      .addSelect('SUM(event.count)', 'count')
      .where('event.day BETWEEN :from AND :to', scope.period)
      .groupBy('event.type')
      .addGroupBy('event.action')
      .addGroupBy('event.category')
      .orderBy('count', 'DESC')
      .addOrderBy('event.type', 'ASC')
      .addOrderBy('event.action', 'ASC')
      .addOrderBy('event.category', 'ASC')
      .getRawMany<{ type: string; action: string; category: string; count: string | number }>();
    return { events: rows.map((row) => ({ ...row, count: Number(row.count) })) };
  }

  /**
   * Visitors by weekday and half hour of their first event of the day, over the period: whole
   * months from the monthly roll-up, the days at the ends from the daily one; one query.
   */
  async visitorTimes(scope: StatisticsScope): Promise<HeatMapFigures> {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const { sql, parameters } = this.monthsAndDays(scope.period, 'statistics_visit_slot', [
      'weekday',
      'slot',
      'visitors',
    ]);
    const rows: { weekday: number | string; slot: number | string; visitors: number | string }[] =
      await scope.reader.query(
        `SELECT ${q('weekday')}, ${q('slot')}, SUM(${q('visitors')}) AS ${q('visitors')} ` +
          `FROM (${sql}) ${q('cell')} GROUP BY ${q('weekday')}, ${q('slot')}`,
        parameters,
      );
    const counts = emptyHeatMap();
    let total = 0;
    for (const row of rows) {
      counts[Number(row.weekday)][Number(row.slot)] = Number(row.visitors);
      total += Number(row.visitors);
    }
    return { counts, total };
  }

  /**
   * The rows of a roll-up kept per day (`<table>_day`) and per month (`<table>_month`) that make
   * up the period: its whole months and the days at its ends, as one UNION ALL.
   */
  private monthsAndDays(
    period: StatisticsPeriod,
    table: string,
    columns: readonly string[],
  ): { sql: string; parameters: string[] } {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const selected = columns.map(q).join(', ');
    const { months, days } = periodMonths(period);
    const parts: string[] = [];
    const parameters: string[] = [];
    if (months) {
      parts.push(
        `SELECT ${selected} FROM ${q(`${table}_month`)} WHERE ${q('month')} BETWEEN ? AND ?`,
      );
      parameters.push(months.from, months.to);
    }
    for (const range of days) {
      parts.push(`SELECT ${selected} FROM ${q(`${table}_day`)} WHERE ${q('day')} BETWEEN ? AND ?`);
      parameters.push(range.from, range.to);
    }
    return { sql: parts.join(' UNION ALL '), parameters };
  }

  private async visitDays(
    { period, reader }: StatisticsScope,
    column: 'visitors' | 'pageViews',
  ): Promise<{ days: { date: DateString; count: number }[]; total: number }> {
    const rows = await reader.find(VisitDayEntity, {
      where: { day: Between(period.from, period.to) },
      select: { day: true, [column]: true },
    });
    const days = dailyCounts(period, new Map(rows.map((row) => [row.day, Number(row[column])])));
    return { days, total: days.reduce((sum, day) => sum + day.count, 0) };
  }
}
