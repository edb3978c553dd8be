import {
  changeHistoryFilter,
  dateRangeOf,
  EMPTY_HISTORY_FILTER,
  historyFilterError,
  historySearch,
  orderListPath,
  parseHistoryFilter,
  type HistoryFilter,
} from './history-filter.js';

const full: HistoryFilter = {
  from: '2026-11-02',
  to: '2026-11-08',
  branch: 3,
  status: 'confirmed',
  orderType: 'dineIn',
  paymentMethod: 'atm-card',
  search: 'Berger',
  page: 4,
};

describe('history filter ↔ URL query', () => {
  it('writes every set value and reads the same filter back', () => {
    const search = historySearch(full);

    expect(search).toBe(
      '?from=2026-11-02&to=2026-11-08&branch=3&status=confirmed&orderType=dineIn&paymentMethod=atm-card&search=Berger&page=4',
    );
    expect(parseHistoryFilter(search)).toEqual(full);
  });

  it('leaves the query empty without filter on the first page', () => {
    expect(historySearch(EMPTY_HISTORY_FILTER)).toBe('');
    expect(parseHistoryFilter('')).toEqual(EMPTY_HISTORY_FILTER);
  });

  it('keeps a search with spaces and umlauts intact', () => {
    const filter = { ...EMPTY_HISTORY_FILTER, search: 'Müller & Söhne' };

    expect(parseHistoryFilter(historySearch(filter)).search).toBe('Müller & Söhne');
  });

  it.each([
    ['from=2026-02-30', { from: '' }],
    ['to=20.11.2026', { to: '' }],
    ['branch=0', { branch: null }],
    ['branch=abc', { branch: null }],
    ['status=delivered', { status: '' }],
    ['orderType=pickup', { orderType: '' }],
    ['paymentMethod=paypal', { paymentMethod: '' }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
  ])('drops the value the API would refuse: %s', (query, expected) => {
    expect(parseHistoryFilter(`?${query}`)).toEqual({ ...EMPTY_HISTORY_FILTER, ...expected });
  });

  it('asks the API for the page with its size and only the set filters', () => {
    expect(orderListPath({ ...EMPTY_HISTORY_FILTER, status: 'open', page: 2 }, 25)).toBe(
      '/orders?status=open&page=2&pageSize=25',
    );
    expect(orderListPath(EMPTY_HISTORY_FILTER, 25)).toBe('/orders?page=1&pageSize=25');
  });

  it('goes back to page 1 whenever a filter value changes', () => {
    expect(changeHistoryFilter(full, { status: 'open' })).toEqual({
      ...full,
      status: 'open',
      page: 1,
    });
  });

  it('refuses a range whose start lies after its end', () => {
    expect(historyFilterError({ from: '2026-11-09', to: '2026-11-08' })).toBe(
      'Das Von-Datum darf nicht nach dem Bis-Datum liegen.',
    );
    expect(historyFilterError({ from: '2026-11-08', to: '2026-11-08' })).toBeNull();
    expect(historyFilterError({ from: '2026-11-09', to: '' })).toBeNull();
  });
});

describe('quick date ranges', () => {
  it.each([
    ['today', '2026-11-20', '2026-11-20', '2026-11-20'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    // 20.11.2026 is a Friday: the week runs Monday 16th to Sunday 22nd.
    ['week', '2026-11-20', '2026-11-16', '2026-11-22'],
    ['week', '2026-11-16', '2026-11-16', '2026-11-22'],
    ['week', '2026-11-22', '2026-11-16', '2026-11-22'],
    // Across a year end: Thursday 31.12.2026 lies in the week of Monday 28th.
    ['week', '2026-12-31', '2026-12-28', '2027-01-03'],
    ['month', '2028-02-10', '2028-02-01', '2028-02-29'],
  ] as const)('%s of %s is %s … %s', (preset, today, from, to) => {
    expect(dateRangeOf(preset, today)).toEqual({ from, to });
  });
});
