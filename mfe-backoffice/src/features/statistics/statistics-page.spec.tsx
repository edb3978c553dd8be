import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { STATISTICS_NAMES, revenueTable, type Branch, type Role } from '@bestellwerk/domain';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { makeStatisticsAnswers } from './statistics-fixtures.js';
import { statisticsCsv } from './statistics-csv.js';
import { StatisticsPage } from './statistics-page.js';

// recharts measures its box; jsdom has no ResizeObserver (the charts stay empty, the tables not).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoResizeObserver });

/** 20 November 2026: 'Letzter Monat' is October. */
const NOW = '2026-11-20T10:00:00.000Z';
const OCTOBER_QUERY = 'from=2026-10-01&to=2026-10-31';

/** The 13 routes of one query, each answering from `answers` (or `route` for all). */
function statisticsRoutes(
  query: string,
  answer: (name: (typeof STATISTICS_NAMES)[number]) => JsonRoute,
): Record<string, JsonRoute> {
  return Object.fromEntries(
    STATISTICS_NAMES.map((name) => [`GET /api/statistics/${name}?${query}`, answer(name)]),
  );
}

const answering = (compare = false) => {
  const answers = makeStatisticsAnswers({ compare });
  return (name: (typeof STATISTICS_NAMES)[number]) => ({ body: { data: answers[name] } });
};

const TWO_BRANCHES = [
  makeBranch({ id: 1, name: 'Wien-Neubau' }),
  makeBranch({ id: 2, name: 'Graz' }),
];

function renderPage(
  routes: Record<string, JsonRoute>,
  { branches = TWO_BRANCHES, roles = ['ROLE_ADMIN'] }: { branches?: Branch[]; roles?: Role[] } = {},
) {
  jest.useFakeTimers({ now: new Date(NOW), advanceTimers: true });
  const { fetch, calls } = jsonResponder({
    '/api/branches': { body: { data: branches } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/statistics']}>
        <StatisticsPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

const statisticsCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/statistics/')).map((call) => call.url);

/** The texts of a table row's cells and headers. */
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

const tileText = (key: string) => screen.getByTestId(`tile-${key}`).textContent;

afterEach(() => jest.useRealTimers());

describe('StatisticsPage', () => {
  it('asks all 13 routes for last month at once and shows the key figures', async () => {
    const calls = renderPage(statisticsRoutes(OCTOBER_QUERY, answering()));
    expect(await screen.findByTestId('tile-revenue')).toBeInTheDocument();
    expect(statisticsCalls(calls)).toEqual(
      STATISTICS_NAMES.map((name) => `/api/statistics/${name}?${OCTOBER_QUERY}`),
    );
    expect(screen.getByRole('button', { name: 'Letzter Monat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('01.10.2026 – 31.10.2026')).toBeInTheDocument();
    // 1234,56 € gross of 12 orders; basket 123456 / 12 = 10288 cents; 12 / 400 visitors = 3,0 %.
    expect(tileText('revenue')).toBe('Umsatz (brutto)1.234,56\u00a0€');
    expect(tileText('orders')).toBe('Bestellungen12');
    expect(tileText('basket')).toBe('Ø Warenkorb102,88\u00a0€');
    expect(tileText('visitors')).toBe('Eindeutige Besucher400');
    expect(tileText('conversion')).toBe('Conversion3,0 %Bestellungen je Besucher');
    expect(tileText('canceled')).toBe('Stornierungen345,90\u00a0€ entgangener Umsatz');
  });

  it('compares with the previous period: changes on the tiles and the previous days in the table', async () => {
    const calls = renderPage({
      ...statisticsRoutes(OCTOBER_QUERY, answering()),
      ...statisticsRoutes(`${OCTOBER_QUERY}&compare=previous`, answering(true)),
    });
    await screen.findByTestId('tile-revenue');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vergleich mit Vorperiode' }));
    // 123456 vs 100000 → +23 %; 12 vs 10 → +20 %; 400 vs 500 → −20 %; 3,0 % vs 2,0 % → +50 %;
    // 3 vs 4 cancellations → −25 %.
    await waitFor(() => expect(tileText('revenue')).toContain('+23 %'));
    expect(tileText('orders')).toContain('+20 %');
    expect(tileText('visitors')).toContain('−20 %');
    expect(tileText('conversion')).toContain('+50 %');
    expect(tileText('canceled')).toContain('−25 %');
    expect(screen.getByText(/Vorperiode 31\.08\.2026 – 30\.09\.2026/)).toBeInTheDocument();
    expect(statisticsCalls(calls).slice(13)).toEqual(
      STATISTICS_NAMES.map((name) => `/api/statistics/${name}?${OCTOBER_QUERY}&compare=previous`),
    );
    const revenue = screen.getByRole('table', { name: 'Umsatz pro Tag' });
    expect(cells(within(revenue).getAllByRole('row')[1])).toEqual([
      '01.10.2026',
      '5',
      '500,00\u00a0€',
      '31.08.2026',
      '400,00\u00a0€',
    ]);
  });

  it('shows a chart’s figures as a table behind “Als Tabelle anzeigen”', async () => {
    renderPage(statisticsRoutes(OCTOBER_QUERY, answering()));
    const panel = (await screen.findByRole('heading', { name: 'Umsatz pro Tag' })).closest(
      'section',
    )!;
    expect(
      within(panel).getByRole('figure', { name: 'Liniendiagramm: Umsatz brutto pro Tag' }),
    ).toBeInTheDocument();
    const details = within(panel).getByText('Als Tabelle anzeigen').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(within(panel).getByText('Als Tabelle anzeigen'));
    expect(details).toHaveAttribute('open');
    const table = within(panel).getByRole('table', { name: 'Umsatz pro Tag' });
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['Datum', 'Bestellungen', 'Umsatz brutto (EUR)'],
      ['01.10.2026', '5', '500,00\u00a0€'],
      ['02.10.2026', '4', '434,56\u00a0€'],
      ['03.10.2026', '3', '300,00\u00a0€'],
    ]);
  });

  it('shows the order times as a Monday-to-Sunday heat map with the counts written in', async () => {
    renderPage(statisticsRoutes(OCTOBER_QUERY, answering()));
    const map = await screen.findByRole('table', {
      name: /Bestellzeiten: Bestellungen je Wochentag/,
    });
    const rows = within(map).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      null,
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    const headers = within(rows[0])
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect([headers[0], headers[25], headers[47]]).toEqual(['00:00', '12:30', '23:30']);
    // Friday 18:30 (slot 37) is the busiest half hour: 7 orders, darkest colour.
    const friday = within(rows[5]).getAllByRole('cell');
    expect(friday[37]).toHaveTextContent('7');
    expect(friday[37]).toHaveClass('bo-heat-map__cell--5');
    expect(within(rows[7]).getAllByRole('cell')[47]).toHaveTextContent('1');
  });

  it('lists the cancellations by reason and the top products', async () => {
    renderPage(statisticsRoutes(OCTOBER_QUERY, answering()));
    const reasons = await screen.findByRole('table', { name: 'Stornierungen nach Grund' });
    expect(within(reasons).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Abgelehnt', '1', '10,00\u00a0€'],
      ['Storniert', '1', '5,90\u00a0€'],
      ['Zahlung fehlgeschlagen', '1', '30,00\u00a0€'],
    ]);
    const products = screen.getByRole('table', { name: 'Top-Produkte' });
    expect(cells(within(products).getAllByRole('row')[2])).toEqual([
      'Gemischter Salat',
      'Port.',
      '4,5',
      '4',
      '29,25\u00a0€',
    ]);
  });

  it('exports a view as semicolon CSV with BOM, decimal commas and German dates', async () => {
    const text = await statisticsCsv(
      revenueTable(makeStatisticsAnswers({ compare: false }).revenue),
    );
    expect(text).toBe(
      '\ufeffDatum;Bestellungen;Umsatz brutto (EUR)\r\n' +
        '01.10.2026;5;500,00\r\n02.10.2026;4;434,56\r\n03.10.2026;3;300,00\r\n',
    );
  });

  it('downloads the CSV as statistik-{view}-{from}-{to}.csv', async () => {
    renderPage(statisticsRoutes(OCTOBER_QUERY, answering()));
    const createObjectURL = jest.fn(() => 'blob:statistik');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Stornierungen nach Grund als CSV herunterladen' }),
    );
    await waitFor(() =>
      expect(downloads).toEqual(['statistik-stornierungen-2026-10-01-2026-10-31.csv']),
    );
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('says the statistics could not be loaded and loads them again on retry', async () => {
    let failing = true;
    const answers = makeStatisticsAnswers();
    renderPage(
      statisticsRoutes(
        OCTOBER_QUERY,
        (name) => () =>
          failing && name === 'order-times'
            ? { status: 500, body: { errors: [] } }
            : { body: { data: answers[name] } },
      ),
    );
    expect(
      await screen.findByText('Statistiken konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('tile-revenue')).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('tile-revenue')).toBeInTheDocument();
    expect(screen.queryByText('Statistiken konnten nicht geladen werden.')).not.toBeInTheDocument();
  });

  it('loads again for a preset and a branch, and never shows an older answer over a newer one', async () => {
    // Last month's answers arrive only after yesterday's: they must not replace them.
    let releaseOctober: () => void = () => undefined;
    const october = new Promise<void>((resolve) => (releaseOctober = resolve));
    const yesterday = makeStatisticsAnswers();
    yesterday.revenue = {
      ...yesterday.revenue,
      figures: { ...yesterday.revenue.figures, grossCents: 777 },
    };
    const octoberAnswers = makeStatisticsAnswers();
    const calls = renderPage({
      ...statisticsRoutes(OCTOBER_QUERY, (name) => async () => {
        await october;
        return { body: { data: octoberAnswers[name] } };
      }),
      ...statisticsRoutes('from=2026-11-19&to=2026-11-19', (name) => ({
        body: { data: yesterday[name] },
      })),
      ...statisticsRoutes('from=2026-11-19&to=2026-11-19&branch=2', answering()),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gestern' }));
    await waitFor(() => expect(tileText('revenue')).toContain('7,77'));
    releaseOctober();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tileText('revenue')).toContain('7,77');

    fireEvent.change(await screen.findByRole('combobox', { name: 'Filiale' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(tileText('revenue')).toContain('1.234,56'));
    expect(statisticsCalls(calls).at(-1)).toBe(
      '/api/statistics/working-schedules?from=2026-11-19&to=2026-11-19&branch=2',
    );
  });

  it('offers an employee of one branch no branch choice: the API answers for their branch', async () => {
    const calls = renderPage(statisticsRoutes(OCTOBER_QUERY, answering()), {
      branches: [makeBranch({ id: 1, name: 'Wien-Neubau' })],
      roles: ['ROLE_EMPLOYEE'],
    });
    expect(await screen.findByTestId('tile-revenue')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filiale' })).not.toBeInTheDocument();
    expect(statisticsCalls(calls).every((url) => !url.includes('branch='))).toBe(true);
  });

  it('asks nothing for a period whose end lies before its start and says why', async () => {
    const calls = renderPage(statisticsRoutes(OCTOBER_QUERY, answering()));
    await screen.findByTestId('tile-revenue');
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-09-30' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der letzte Tag darf nicht vor dem ersten liegen.',
    );
    expect(screen.queryByTestId('tile-revenue')).not.toBeInTheDocument();
    expect(statisticsCalls(calls)).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Letzter Monat' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
