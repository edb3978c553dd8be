import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  cancellationsTable,
  formatCalendarDate,
  funnelTable,
  heatMapTable,
  itemsTable,
  ordersTable,
  pagesTable,
  popularItemsTable,
  revenueTable,
  statisticsTiles,
  visitorsTable,
  workByBranchTable,
  workingHoursTable,
  type StatisticsPeriod,
} from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Loader } from '@bestellwerk/ui';
import {
  ActionError,
  BackofficePage,
  BranchesState,
  useActionErrors,
  useBranches,
} from '../../shared/layout/index.js';
import { HeatMap } from './heat-map.js';
import { StatisticsChart } from './statistics-chart.js';
import { StatisticsFilter } from './statistics-filter.js';
import { StatisticsPanel } from './statistics-panel.js';
import {
  STATISTICS_LOAD_ACTION,
  StatisticsStore,
  type StatisticsAnswers,
} from './statistics-store.js';
import { StatisticsTiles } from './statistics-tiles.js';
import './statistics.css';

const periodText = (period: StatisticsPeriod) =>
  period.from === period.to
    ? formatCalendarDate(period.from)
    : `${formatCalendarDate(period.from)} – ${formatCalendarDate(period.to)}`;

/** The tiles, charts and tables of one set of answers. */
function StatisticsViews({ answers }: { answers: StatisticsAnswers }) {
  const period = answers.revenue.period;
  const compared = answers.revenue.previous !== null;
  const revenue = revenueTable(answers.revenue);
  const orders = ordersTable(answers.orders);
  const visitors = visitorsTable(answers['page-views'], answers['unique-visitors']);
  const items = itemsTable(answers.items);
  const hours = workingHoursTable(answers['working-schedules']);
  const funnel = funnelTable(answers.events);
  const previousSeries = (column: number) =>
    compared ? [{ column, name: 'Vorperiode', previous: true }] : [];
  return (
    <>
      <StatisticsTiles
        tiles={statisticsTiles({
          revenue: answers.revenue,
          'unique-visitors': answers['unique-visitors'],
          'canceled-orders': answers['canceled-orders'],
        })}
      />
      <div className="bo-statistics__panels">
        <StatisticsPanel
          title="Umsatz pro Tag"
          view="umsatz"
          period={period}
          table={revenue}
          chart={
            <StatisticsChart
              type="line"
              table={revenue}
              x={0}
              series={[{ column: 2, name: 'Umsatz brutto' }, ...previousSeries(4)]}
              label={`Liniendiagramm: Umsatz brutto pro Tag${compared ? ' mit Vorperiode' : ''}`}
            />
          }
        />
        <StatisticsPanel
          title="Bestellungen pro Tag nach Art"
          view="bestellungen"
          period={period}
          table={orders}
          chart={
            <StatisticsChart
              type="bar"
              stacked
              table={orders}
              x={0}
              series={[{ column: 1 }, { column: 2 }, { column: 3 }]}
              label="Gestapeltes Balkendiagramm: Bestellungen pro Tag nach Bestellart"
            />
          }
        />
        <StatisticsPanel
          title="Seitenaufrufe und Besucher pro Tag"
          view="besucher"
          period={period}
          table={visitors}
          chart={
            <StatisticsChart
              type="line"
              table={visitors}
              x={0}
              series={[
                { column: 1 },
                { column: 2 },
                ...(compared ? [{ column: 4, name: 'Besucher Vorperiode', previous: true }] : []),
              ]}
              label="Liniendiagramm: Seitenaufrufe und eindeutige Besucher pro Tag"
            />
          }
        />
        <StatisticsPanel
          title="Artikel pro Tag"
          view="artikel"
          period={period}
          table={items}
          chart={
            <StatisticsChart
              type="bar"
              table={items}
              x={0}
              series={[{ column: 1 }, { column: 2 }]}
              label="Balkendiagramm: Bestellpositionen und Menge pro Tag"
            />
          }
        />
        <StatisticsPanel
          title="Arbeitszeit: geplant und gearbeitet"
          view="arbeitszeit"
          period={period}
          table={hours}
          chart={
            <StatisticsChart
              type="bar"
              table={hours}
              x={0}
              series={[{ column: 1 }, { column: 2 }]}
              label="Balkendiagramm: geplante und gearbeitete Stunden je Mitarbeiter"
            />
          }
        />
        <StatisticsPanel
          title="Arbeitsstunden nach Filiale"
          view="arbeitsstunden-filialen"
          period={period}
          table={workByBranchTable(answers['working-activities'])}
        />
        <StatisticsPanel
          title="Bestellzeiten"
          view="bestellzeiten"
          period={period}
          table={heatMapTable(answers['order-times'])}
          wide
        >
          <HeatMap answer={answers['order-times']} unit="Bestellungen" caption="Bestellzeiten" />
        </StatisticsPanel>
        <StatisticsPanel
          title="Besuchszeiten"
          view="besuchszeiten"
          period={period}
          table={heatMapTable(answers['visitor-times'])}
          wide
        >
          <HeatMap answer={answers['visitor-times']} unit="Besuche" caption="Besuchszeiten" />
        </StatisticsPanel>
        <StatisticsPanel
          title="Stornierungen nach Grund"
          view="stornierungen"
          period={period}
          table={cancellationsTable(answers['canceled-orders'])}
        />
        <StatisticsPanel
          title="Vom Besuch zum Kauf"
          view="funnel"
          period={period}
          table={funnel}
          chart={
            <StatisticsChart
              type="bar"
              table={funnel}
              x={0}
              series={[{ column: 1 }]}
              label="Balkendiagramm: Seitenaufrufe, Warenkorb, Kasse und Käufe"
            />
          }
        />
        <StatisticsPanel
          title="Top-Produkte"
          view="top-produkte"
          period={period}
          table={popularItemsTable(answers['popular-items'])}
          wide
        />
        <StatisticsPanel
          title="Meistbesuchte Seiten"
          view="seiten"
          period={period}
          table={pagesTable(answers.pages)}
          wide
        />
      </div>
    </>
  );
}

/**
 * `/backend/statistics` "Statistik": revenue, orders, visitors, work and the heat maps of a
 * period (a preset or Von/Bis), for all branches or one, optionally against the period before;
 * each chart with its table and CSV. Employees get their own branches' figures (the API scopes them).
 */
export const StatisticsPage = observer(function StatisticsPage() {
  const { api, config } = useStores();
  const errors = useActionErrors();
  const timeZone = config.config?.timeZone || undefined;
  const [store] = useState(() => new StatisticsStore(api, errors, () => new Date(), timeZone));
  const branches = useBranches();

  useEffect(() => {
    void store.load();
  }, [store]);

  const failed = errors.errorFor(STATISTICS_LOAD_ACTION);
  const answers = store.answers;
  return (
    <BackofficePage title="Statistik">
      <StatisticsFilter store={store} branches={branches.list} />
      <BranchesState branches={branches} />
      {failed ? (
        <ActionError
          title={failed.title}
          message={failed.message}
          onRetry={() => void store.load()}
        />
      ) : null}
      {store.loading ? <Loader label="Statistiken werden geladen…" /> : null}
      {answers ? (
        <div className="bo-statistics" aria-busy={store.loading}>
          <p className="bo-statistics__period">
            {periodText(answers.revenue.period)}
            {answers.revenue.previous
              ? ` (Vorperiode ${periodText(answers.revenue.previous.period)})`
              : ''}
          </p>
          <StatisticsViews answers={answers} />
        </div>
      ) : null}
    </BackofficePage>
  );
});

export default StatisticsPage;
