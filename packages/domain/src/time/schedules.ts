import type { Category, MenuCatalogProduct, Product } from '../contract/catalog.js';
import type { Schedule } from '../contract/common.js';
import { isOpenAt, shiftCalendar } from './opening-hours.js';
import { businessDayOf, DEFAULT_TIME_ZONE } from './time-zone.js';

/**
 * Whether a schedule is active at an instant in a zone: no schedule always is; otherwise the
 * instant's business day lies within `startDate`…`endDate` (inclusive, each optional) and, when
 * `hours` has entries, the instant lies inside one of their shifts, read exactly like opening
 * hours (once > weekday > daily, closed entries, shifts past midnight). Empty `hours` = all day.
 * As with opening hours, a day without any governing entry is inactive.
 */
export function isScheduleActive(
  schedule: Schedule | null,
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (!schedule) return true;
  const day = businessDayOf(instant, timeZone);
  if (schedule.startDate && day < schedule.startDate) return false;
  if (schedule.endDate && day > schedule.endDate) return false;
  return (
    schedule.hours.length === 0 || isOpenAt(shiftCalendar([schedule.hours], timeZone), instant)
  );
}

/** A category is available when it is enabled and its schedule (if any) is active. */
export function isCategoryAvailable(
  category: Pick<Category, 'isEnabled' | 'schedule'>,
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return category.isEnabled && isScheduleActive(category.schedule, instant, timeZone);
}

/**
 * A product is orderable (storefront.md §5) when it is enabled and its own schedule is active and, when
 * it is ordered through a menu, its catalog entry is enabled and the entry's schedule is active
 * too: both schedules must hold (each narrows when the product is sold).
 */
export function isProductOrderable(
  product: Pick<Product, 'isEnabled' | 'schedule'>,
  entry: Pick<MenuCatalogProduct, 'isEnabled' | 'schedule'> | null,
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return (
    product.isEnabled &&
    isScheduleActive(product.schedule, instant, timeZone) &&
    (entry === null || (entry.isEnabled && isScheduleActive(entry.schedule, instant, timeZone)))
  );
}
