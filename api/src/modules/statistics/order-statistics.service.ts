import { Injectable } from '@nestjs/common';
import type {
  CanceledOrdersFigures,
  HeatMapFigures,
  ItemsFigures,
  OrdersFigures,
  PopularItemsFigures,
  RevenueFigures,
} from '@bestellwerk/domain';
import type { StatisticsScope } from './statistics-scope.js';

/** Figures of the placed orders (helper stats-orders builds these). */
@Injectable()
export class OrderStatisticsService {
  orders(scope: StatisticsScope): Promise<OrdersFigures> {
    throw new Error(`orders ${scope.period.from} not built yet`);
  }
  revenue(scope: StatisticsScope): Promise<RevenueFigures> {
    throw new Error(`revenue ${scope.period.from} not built yet`);
  }
  canceledOrders(scope: StatisticsScope): Promise<CanceledOrdersFigures> {
    throw new Error(`canceled ${scope.period.from} not built yet`);
  }
  items(scope: StatisticsScope): Promise<ItemsFigures> {
    throw new Error(`items ${scope.period.from} not built yet`);
  }
  popularItems(scope: StatisticsScope): Promise<PopularItemsFigures> {
    throw new Error(`popular ${scope.period.from} not built yet`);
  }
  orderTimes(scope: StatisticsScope): Promise<HeatMapFigures> {
    throw new Error(`order times ${scope.period.from} not built yet`);
  }
}
