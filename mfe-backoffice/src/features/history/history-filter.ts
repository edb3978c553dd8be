import {
  addCalendarDays,
  calendarDateOf,
  calendarDateParts,
  daysInMonth,
  isCalendarDate,
  isPaymentMethod,
  ORDER_STATUS_FILTERS,
  ORDER_TYPES,
  weekdayIndexOf,
  type DateString,
  type Id,
  type OrderStatusFilter,
  type OrderType,
  type PaymentMethod,
} from '@bestellwerk/domain';

/** German names of the status filters. */
export const ORDER_STATUS_FILTER_LABELS: Readonly<Record<OrderStatusFilter, string>> = {
  open: 'Offen',
  confirmed: 'Bestätigt',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
};

/** What the history lists: the filters of the form and the page, as kept in the URL query. */
export interface HistoryFilter {
  /** First business day (inclusive), or empty for no lower bound. */
  from: DateString | '';
  /** Last business day (inclusive), or empty for no upper bound. */
  to: DateString | '';
  branch: Id | null;
  status: OrderStatusFilter | '';
  orderType: OrderType | '';
  paymentMethod: PaymentMethod | '';
  search: string;
  /** Page number, from 1. */
  page: number;
}

/** No filter, first page. */
export const EMPTY_HISTORY_FILTER: HistoryFilter = {
  from: '',
  to: '',
  branch: null,
  status: '',
  orderType: '',
  paymentMethod: '',
  search: '',
  page: 1,
};

/** Orders per page of the history. */
export const HISTORY_PAGE_SIZE = 25;

/** The longest search text the API accepts. */
const MAX_SEARCH_LENGTH = 200;

const isStatusFilter = (value: unknown): value is OrderStatusFilter =>
  (ORDER_STATUS_FILTERS as readonly unknown[]).includes(value);
const isOrderType = (value: unknown): value is OrderType =>
  (ORDER_TYPES as readonly unknown[]).includes(value);

/** A positive whole number written as digits only, else null. */
function positiveInteger(text: string | null): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  return Number(text);
}

/**
 * Reads the history filter from a URL query (`?from=2026-11-02&status=open&page=2`). Values the
 * API would refuse (malformed dates, unknown status, order type or payment method, ids and pages
 * that are no positive numbers) are dropped, so a hand-edited URL still lists orders.
 */
export function parseHistoryFilter(query: string): HistoryFilter {
  const params = new URLSearchParams(query);
  const text = (key: string) => params.get(key) ?? '';
  const from = text('from');
  const to = text('to');
  const status = text('status');
  const orderType = text('orderType');
  const paymentMethod = text('paymentMethod');
  return {
    from: isCalendarDate(from) ? from : '',
    to: isCalendarDate(to) ? to : '',
    branch: positiveInteger(params.get('branch')),
    status: isStatusFilter(status) ? status : '',
    orderType: isOrderType(orderType) ? orderType : '',
    paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : '',
    search: text('search').trim().slice(0, MAX_SEARCH_LENGTH),
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The filter's set values as query parameters, in a fixed order (page only after the first). */
function filterParams(filter: HistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.branch !== null) params.set('branch', String(filter.branch));
  if (filter.status) params.set('status', filter.status);
  if (filter.orderType) params.set('orderType', filter.orderType);
  if (filter.paymentMethod) params.set('paymentMethod', filter.paymentMethod);
  const search = filter.search.trim();
  if (search) params.set('search', search);
  return params;
}

/**
 * The URL query of a filter, with `?`, or empty text for no filter on the first page; reading it
 * back with {@link parseHistoryFilter} gives the same filter.
 */
export function historySearch(filter: HistoryFilter): string {
  const params = filterParams(filter);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API path of one page of the history: `/orders?…&page=…&pageSize=…`. */
export function orderListPath(
  filter: HistoryFilter,
  pageSize: number = HISTORY_PAGE_SIZE,
): `/orders?${string}` {
  const params = filterParams(filter);
  params.set('page', String(filter.page));
  params.set('pageSize', String(pageSize));
  return `/orders?${params.toString()}`;
}

/** The filter with some values changed; any change of a filter value starts again at page 1. */
export function changeHistoryFilter(
  filter: HistoryFilter,
  changes: Partial<Omit<HistoryFilter, 'page'>>,
): HistoryFilter {
  return { ...filter, ...changes, page: 1 };
}

/** Why the filter cannot be applied, or null. */
export function historyFilterError(filter: Pick<HistoryFilter, 'from' | 'to'>): string | null {
  if (filter.from && filter.to && filter.from > filter.to)
    return 'Das Von-Datum darf nicht nach dem Bis-Datum liegen.';
  return null;
}

/** The quick date ranges of the filter form. */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export const DATE_RANGE_PRESET_LABELS: Readonly<Record<DateRangePreset, string>> = {
  today: 'Heute',
  yesterday: 'Gestern',
  week: 'Diese Woche',
  month: 'Dieser Monat',
};

/**
 * The business days of a quick range around `today`: the day, the day before, the ISO week
 * (Monday to Sunday) or the calendar month that contains it.
 */
export function dateRangeOf(
  preset: DateRangePreset,
  today: DateString,
): { from: DateString; to: DateString } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addCalendarDays(today, -1);
      return { from: day, to: day };
    }
    case 'week': {
      const monday = addCalendarDays(today, -weekdayIndexOf(today));
      return { from: monday, to: addCalendarDays(monday, 6) };
    }
    case 'month': {
      const { year, month } = calendarDateParts(today);
      return {
        from: calendarDateOf(year, month, 1),
        to: calendarDateOf(year, month, daysInMonth(year, month)),
      };
    }
  }
}
