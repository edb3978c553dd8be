import { useEffect, useId, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import {
  compareOrdersByDue,
  formatInstantTime,
  isTerminalOrder,
  orderDueAt,
  orderMachineState,
  orderStateLabel,
  orderTypeLabel,
  type Order,
} from '@bestellwerk/domain';
import { useNow, useParams, usePageTitle, useStores } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { formatBoardTime, itemAmountText, partText } from '../../shared/orders/order-text.js';
import { KeyOrderListStore } from './key-order-list-store.js';
import './frontdesk.css';

/** Which counter view: the customers' pickup screen, or the staff's list of what to prepare. */
export type CounterView = 'frontdesk' | 'backoffice';

const TITLES: Readonly<Record<CounterView, string>> = {
  frontdesk: 'Abholstatus',
  backoffice: 'Bestellübersicht',
};

/** Shown above the last list when a reload failed (ours). */
export const COUNTER_REFRESH_FAILED =
  'Die Liste konnte gerade nicht aktualisiert werden. Wir versuchen es weiter.';

function useKeyOrderList(view: CounterView, branchId: string, apiKey: string) {
  const { api } = useStores();
  const store = useMemo(
    () =>
      new KeyOrderListStore(
        api,
        `/orders/${view}/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`,
      ),
    [api, view, branchId, apiKey],
  );
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return store;
}

function TicketColumn({ title, orders }: { title: string; orders: readonly Order[] }) {
  const headingId = useId();
  return (
    <section className="bo-counter__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="bo-counter__heading">
        {title}
      </h2>
      {orders.length === 0 ? (
        <p className="bo-counter__empty">–</p>
      ) : (
        <ul className="bo-counter__tickets" aria-labelledby={headingId}>
          {orders.map((order) => (
            <li key={order.id} className="bo-counter__ticket">
              <span className="bw-visually-hidden">Nummer </span>
              {order.ticketNumber}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The pickup screen: ticket numbers, big, of orders ready for pickup and of those in preparation. */
function PickupTickets({ orders }: { orders: readonly Order[] }) {
  const sorted = [...orders].sort(compareOrdersByDue);
  const ready = sorted.filter((order) => orderMachineState(order) === 'in-delivery');
  const preparing = sorted.filter((order) => orderMachineState(order) === 'confirmed');
  return (
    <div className="bo-counter__columns">
      <TicketColumn title="Abholbereit" orders={ready} />
      <TicketColumn title="In Zubereitung" orders={preparing} />
    </div>
  );
}

function PreparationCard({ order, now, timeZone }: { order: Order; now: Date; timeZone?: string }) {
  const headingId = useId();
  const due = orderDueAt(order);
  return (
    <article
      className={`bo-counter__card bo-counter__card--${orderMachineState(order)}`}
      aria-labelledby={headingId}
    >
      <header className="bo-counter__card-header">
        <h2 id={headingId} className="bo-counter__card-title">
          <span className="bw-visually-hidden">Nummer </span>
          {order.ticketNumber}
        </h2>
        <time dateTime={due} className="bo-counter__due">
          {formatBoardTime(due, now, timeZone)}
        </time>
      </header>
      <p className="bo-counter__meta">
        {orderTypeLabel(order)}
        {order.tableIdentifier ? `, Tisch ${order.tableIdentifier}` : ''} · {orderStateLabel(order)}
      </p>
      <ul className="bo-counter__items">
        {order.items.map((item) => (
          <li key={item.index}>
            <strong>{itemAmountText(item)}</strong> {item.name}
            {item.parts.length > 0 ? (
              <span className="bo-counter__parts">{item.parts.map(partText).join(' · ')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.comment ? <p className="bo-counter__comment">{order.comment}</p> : null}
    </article>
  );
}

/** The staff list: open orders by due time, each with its items, type, table and comment. */
function PreparationList({ orders, timeZone }: { orders: readonly Order[]; timeZone?: string }) {
  const now = useNow(30_000);
  const open = [...orders].filter((order) => !isTerminalOrder(order)).sort(compareOrdersByDue);
  if (open.length === 0) return <p className="bo-counter__empty">Keine offenen Bestellungen.</p>;
  return (
    <ul className="bo-counter__cards">
      {open.map((order) => (
        <li key={order.id}>
          <PreparationCard order={order} now={now} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The counter views without a login, read with the branch's API key from the path and reloaded
 * every 10 s: `/backend/frontdesk/:branchId/:apiKey` (pickup screen) and
 * `/backend/orders-view/:branchId/:apiKey` (what to prepare). Large type for a tablet.
 */
export const CounterViewPage = observer(function CounterViewPage({ view }: { view: CounterView }) {
  const { branchId = '', apiKey = '' } = useParams();
  const { config } = useStores();
  const store = useKeyOrderList(view, branchId, apiKey);
  const timeZone = config.config?.timeZone;
  const title = TITLES[view];
  usePageTitle({ kind: 'division', title });

  return (
    <section className={`bo-counter bo-counter--${view}`} aria-labelledby="bo-counter-title">
      <header className="bo-counter__header bo-spread bo-spread--baseline">
        <h1 id="bo-counter-title" className="bo-counter__title">
          {title}
        </h1>
        {store.loadedAt ? (
          <p className="bo-counter__updated">Stand {formatInstantTime(store.loadedAt, timeZone)}</p>
        ) : null}
      </header>
      {store.refreshFailed ? (
        <p className="bo-counter__warning" aria-live="polite">
          {COUNTER_REFRESH_FAILED}
        </p>
      ) : null}
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'error' && store.error ? (
        <ErrorMessage
          title="Bestellungen konnten nicht geladen werden."
          text={store.error.message}
          onRetry={() => void store.load()}
        />
      ) : null}
      {store.status === 'done' ? (
        view === 'frontdesk' ? (
          <PickupTickets orders={store.orders} />
        ) : (
          <PreparationList orders={store.orders} timeZone={timeZone} />
        )
      ) : null}
    </section>
  );
});
