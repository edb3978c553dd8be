import { isCalendarDate, LOG_LEVELS, type DateString, type LogLevel } from '@bestellwerk/domain';

/** What the Protokoll list shows: its filters (empty: all) and the page. */
export interface ProtocolFilter {
  level: LogLevel | '';
  area: string;
  user: string;
  recordType: string;
  recordId: string;
  from: DateString | '';
  to: DateString | '';
  page: number;
}

/** Entries per page of the Protokoll list. */
export const PROTOCOL_PAGE_SIZE = 50;

export const EMPTY_PROTOCOL_FILTER: ProtocolFilter = {
  level: '',
  area: '',
  user: '',
  recordType: '',
  recordId: '',
  from: '',
  to: '',
  page: 1,
};

const ID = /^[1-9]\d{0,9}$/;
const NAME = /^[a-z][a-z0-9_-]{0,49}$/;

/** The filter of the URL query; what is missing or malformed is left out. */
export function parseProtocolFilter(search: string): ProtocolFilter {
  const params = new URLSearchParams(search);
  const text = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const day = (name: string): DateString | '' => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const level = params.get('level') ?? '';
  const page = Number(params.get('page'));
  return {
    level: (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : '',
    area: text('area', NAME),
    user: text('user', ID),
    recordType: text('recordType', NAME),
    recordId: text('recordId', ID),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a filter (only what is set; page 1 is left out). */
export function protocolSearch(filter: ProtocolFilter): string {
  const params = new URLSearchParams();
  for (const name of ['level', 'area', 'user', 'recordType', 'recordId', 'from', 'to'] as const) {
    if (filter[name]) params.set(name, filter[name]);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API path (below /api) of the filter's page of entries. */
export function protocolPath(filter: ProtocolFilter): `/logs?${string}` {
  const params = new URLSearchParams(protocolSearch(filter));
  params.set('page', String(filter.page));
  params.set('pageSize', String(PROTOCOL_PAGE_SIZE));
  return `/logs?${params.toString()}`;
}

/** The German message of a filter the API would refuse, else null. */
export function protocolFilterError(filter: ProtocolFilter): string | null {
  if (filter.from && filter.to && filter.to < filter.from)
    return 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.';
  if (filter.recordId && !ID.test(filter.recordId))
    return 'Die Datensatz-ID muss eine positive ganze Zahl sein.';
  if (filter.recordId && !filter.recordType) return 'Bitte die Art des Datensatzes wählen.';
  return null;
}
