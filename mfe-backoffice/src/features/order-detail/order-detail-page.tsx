import { useEffect, useMemo, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { orderStateLabel } from '@bestellwerk/domain';
import { Link, useNow, useParams, useStores } from '@bestellwerk/client';
import { ErrorMessage, Loader, NotFound } from '@bestellwerk/ui';
import { useOptionalOrderBoard } from '../board/index.js';
import { BackofficePage } from '../../shared/layout/index.js';
import { DisplaySettings } from './display-settings.js';
import { DisplaySettingsStore } from './display-settings-store.js';
import { OrderActionsPanel } from './order-actions-panel.js';
import { OrderCustomer } from './order-customer.js';
import { OrderEditing } from './order-editing.js';
import { ORDER_LOAD_FAILED, OrderDetailStore } from './order-detail-store.js';
import { OrderFacts, OrderTotals } from './order-facts.js';
import { OrderItems } from './order-items.js';
import { OrderRating } from './order-rating.js';
import { OrderTimeline } from './order-timeline.js';
import './order-detail.css';

/**
 * The detail store of one order for the page: loads it, keeps the board's card in step with
 * each loaded version, and loads again when the board hears the order changed elsewhere.
 */
function useOrderDetail(id: number): OrderDetailStore {
  const { api } = useStores();
  const board = useOptionalOrderBoard();
  const store = useMemo(
    () => new OrderDetailStore(api, id, (order) => board?.updateShown(order)),
    [api, id, board],
  );
  useEffect(() => {
    void store.load();
    if (!board) return;
    // Each live event of the order reloads it, also one that took it off the board (the
    // customer rejected a proposed time); a board reload (polling) with a newer version too.
    const stopWatching = board.watchOrder(id, () => void store.load());
    const stopReacting = reaction(
      () => [...board.current, ...board.missed].find((order) => order.id === id)?.updatedAt ?? null,
      (updatedAt) => {
        if (updatedAt && store.order && updatedAt !== store.order.updatedAt) void store.load();
      },
    );
    return () => {
      stopWatching();
      stopReacting();
    };
  }, [store, board, id]);
  return store;
}

const BackLink = () => <Link to="/backend/orders">Zurück zur Übersicht</Link>;

const OrderDetail = observer(function OrderDetail({ id }: { id: number }) {
  const store = useOrderDetail(id);
  const { config } = useStores();
  const [settings] = useState(() => new DisplaySettingsStore());
  const now = useNow(30_000);
  const timeZone = config.config?.timeZone;
  const order = store.order;

  if (!order)
    return (
      <BackofficePage title="Bestellung" actions={<BackLink />}>
        {store.loadError ? (
          <ErrorMessage
            title={ORDER_LOAD_FAILED}
            text={store.loadError.message}
            onRetry={() => void store.load()}
          />
        ) : (
          <Loader label="Bestellung wird geladen…" />
        )}
      </BackofficePage>
    );

  return (
    <BackofficePage title={`Bestellung Nr. ${order.ticketNumber}`} actions={<BackLink />}>
      <p className="bo-detail__state">
        Status: <strong data-testid="order-state">{orderStateLabel(order)}</strong>
      </p>
      <OrderTimeline order={order} />
      <OrderActionsPanel store={store} order={order} now={now} timeZone={timeZone} />
      <OrderEditing store={store} order={order} />
      <DisplaySettings settings={settings} />
      <div className="bo-detail__grid">
        <OrderFacts order={order} timeZone={timeZone} />
        {settings.showCustomerData ? <OrderCustomer order={order} /> : null}
        {settings.showProductData ? <OrderItems store={store} order={order} /> : null}
        <OrderTotals order={order} />
        <OrderRating order={order} timeZone={timeZone} />
      </div>
    </BackofficePage>
  );
});

/** `/backend/orders/:id`: one order with everything staff need and the actions its state allows. */
export function OrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return <NotFound />;
  return <OrderDetail key={orderId} id={orderId} />;
}
