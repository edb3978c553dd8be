import { useEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { businessDayOf } from '@bestellwerk/domain';
import { useApiQuery, useLocation, useNavigate, useNow, useStores } from '@bestellwerk/client';
import {
  BackofficePage,
  pagedTotal,
  PagingNav,
  QueryState,
  useBranches,
} from '../../shared/layout/index.js';
import { HistoryFilterForm } from './history-filter-form.js';
import {
  HISTORY_PAGE_SIZE,
  historySearch,
  orderListPath,
  parseHistoryFilter,
  type HistoryFilter,
} from './history-filter.js';
import { HistoryTable } from './history-table.js';
import type { OrderPageLoader } from './order-page-source.js';
import { orderCountText, pagingOf } from './paging.js';
import './history.css';

/** The clock of the quick date ranges is read once a minute. */
const CLOCK_MS = 60_000;

export interface HistoryPageProps {
  /** Loads a page of orders with its total; the API (with X-Total-Count) by default. */
  loadOrders?: OrderPageLoader;
}

/**
 * `/backend/orders/history`: all orders the user may see, filtered (kept in the URL query so a
 * filtered list can be bookmarked and the back button returns to it) and paged, newest first.
 */
export const HistoryPage = observer(function HistoryPage({ loadOrders }: HistoryPageProps) {
  const { session, config } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const now = useNow(CLOCK_MS);
  const resultsRef = useRef<HTMLParagraphElement>(null);

  const timeZone = config.config?.timeZone || undefined;
  const filter = useMemo(() => parseHistoryFilter(location.search), [location.search]);
  const path = orderListPath(filter, HISTORY_PAGE_SIZE);
  const orders = useApiQuery(
    (api, signal) =>
      loadOrders
        ? loadOrders(path, signal)
        : api.getPage(path, { signal }).then(({ items, total }) => ({ orders: items, total })),
    [loadOrders, path],
  );
  const branches = useBranches();
  const visibleBranches = (branches.list ?? []).filter((b) => session.worksFor(b.id));

  function show(next: HistoryFilter) {
    navigate({ pathname: location.pathname, search: historySearch(next) });
  }

  const total =
    orders.status === 'done'
      ? pagedTotal(orders.data.total, filter.page, HISTORY_PAGE_SIZE, orders.data.orders.length)
      : 0;
  const paging = pagingOf(total, filter.page, HISTORY_PAGE_SIZE);
  const isBeyondLastPage = orders.status === 'done' && total > 0 && filter.page > paging.pages;

  // A page beyond the last (fewer orders since the link was made) shows the last page instead.
  useEffect(() => {
    if (isBeyondLastPage)
      navigate(
        { pathname: location.pathname, search: historySearch({ ...filter, page: paging.pages }) },
        { replace: true },
      );
  }, [isBeyondLastPage, navigate, location.pathname, filter, paging.pages]);

  // After Zurück/Weiter the focus goes to the count above the new page, not back to the top.
  const focusResults = useRef(false);
  const isDone = orders.status === 'done';
  useEffect(() => {
    if (!isDone || !focusResults.current) return;
    focusResults.current = false;
    resultsRef.current?.focus();
  }, [isDone]);

  function goToPage(page: number) {
    focusResults.current = true;
    show({ ...filter, page });
  }

  return (
    <BackofficePage title="Bestellverlauf">
      <HistoryFilterForm
        key={historySearch({ ...filter, page: 1 })}
        filter={filter}
        branches={visibleBranches}
        today={businessDayOf(now, timeZone)}
        onApply={show}
      />
      <QueryState
        query={orders}
        loading="Bestellungen werden geladen…"
        failedTitle="Bestellungen konnten nicht geladen werden."
      />
      {orders.status === 'done' && !isBeyondLastPage ? (
        <>
          <p ref={resultsRef} tabIndex={-1} role="status" className="bo-history__count">
            {orderCountText(total)}
          </p>
          {orders.data.orders.length === 0 ? (
            <p>Keine Bestellungen gefunden.</p>
          ) : (
            <HistoryTable
              orders={orders.data.orders}
              branchName={branches.nameOf}
              timeZone={timeZone}
            />
          )}
          <PagingNav paging={paging} onPage={goToPage} />
        </>
      ) : null}
    </BackofficePage>
  );
});
