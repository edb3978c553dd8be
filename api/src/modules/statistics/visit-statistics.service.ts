import { Injectable } from '@nestjs/common';
import type {
  EventsFigures,
  HeatMapFigures,
  PagesFigures,
  PageViewsFigures,
  UniqueVisitorsFigures,
} from '@bestellwerk/domain';
import type { StatisticsScope } from './statistics-scope.js';

/** Figures of the consented analytics log (helper stats-visits builds these). */
@Injectable()
export class VisitStatisticsService {
  uniqueVisitors(scope: StatisticsScope): Promise<UniqueVisitorsFigures> {
    throw new Error(`visitors ${scope.period.from} not built yet`);
  }
  pageViews(scope: StatisticsScope): Promise<PageViewsFigures> {
    throw new Error(`page views ${scope.period.from} not built yet`);
  }
  pages(scope: StatisticsScope): Promise<PagesFigures> {
    throw new Error(`pages ${scope.period.from} not built yet`);
  }
  events(scope: StatisticsScope): Promise<EventsFigures> {
    throw new Error(`events ${scope.period.from} not built yet`);
  }
  visitorTimes(scope: StatisticsScope): Promise<HeatMapFigures> {
    throw new Error(`visitor times ${scope.period.from} not built yet`);
  }
}
