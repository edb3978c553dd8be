import {
  StatisticsItemDayEntity,
  StatisticsItemMonthEntity,
} from './entities/statistics-item-day.entity.js';
import { StatisticsOrderDayEntity } from './entities/statistics-order-day.entity.js';
import {
  StatisticsOrderSlotDayEntity,
  StatisticsOrderSlotMonthEntity,
} from './entities/statistics-order-slot-day.entity.js';
import { StatisticsOrderTaxDayEntity } from './entities/statistics-order-tax-day.entity.js';

/** The daily roll-up tables of the order statistics. */
export const ORDER_DAY_ROLL_UPS = [
  StatisticsOrderDayEntity,
  StatisticsOrderTaxDayEntity,
  StatisticsItemDayEntity,
  StatisticsOrderSlotDayEntity,
];

/** The monthly roll-ups: each the sum of a daily one's rows of a month, by its other keys. */
export const ORDER_MONTH_ROLL_UPS = [
  { month: StatisticsItemMonthEntity, day: StatisticsItemDayEntity },
  { month: StatisticsOrderSlotMonthEntity, day: StatisticsOrderSlotDayEntity },
];

/** Every roll-up table of the order statistics. */
export const ORDER_ROLL_UP_ENTITIES = [
  ...ORDER_DAY_ROLL_UPS,
  ...ORDER_MONTH_ROLL_UPS.map((rollUp) => rollUp.month),
];
