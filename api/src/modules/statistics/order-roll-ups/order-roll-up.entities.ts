import { StatisticsItemDayEntity } from './entities/statistics-item-day.entity.js';
import { StatisticsOrderDayEntity } from './entities/statistics-order-day.entity.js';
import { StatisticsOrderSlotDayEntity } from './entities/statistics-order-slot-day.entity.js';
import { StatisticsOrderTaxDayEntity } from './entities/statistics-order-tax-day.entity.js';

/** The daily roll-up tables of the order statistics. */
export const ORDER_ROLL_UP_ENTITIES = [
  StatisticsOrderDayEntity,
  StatisticsOrderTaxDayEntity,
  StatisticsItemDayEntity,
  StatisticsOrderSlotDayEntity,
];
