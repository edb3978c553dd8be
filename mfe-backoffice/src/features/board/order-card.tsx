import { useId } from 'react';
import {
  customerName,
  formatEuro,
  orderDueAt,
  orderMachineState,
  orderPaymentText,
  orderStateLabel,
  orderTypeLabel,
  type Order,
} from '@bestellwerk/domain';
import { Link } from '@bestellwerk/client';
import { OrderFiles } from '../../shared/orders/order-files.js';
import { formatBoardTime } from '../../shared/orders/order-text.js';

export interface OrderCardProps {
  order: Order;
  now: Date;
  timeZone?: string;
  /** Marks an order whose time has passed unhandled. */
  missed?: boolean;
  /** The order's branch, named on the card when the board shows several branches. */
  branchName?: string;
}

/**
 * One order on the board: ticket number (a link to the order), due time, type, customer, total,
 * payment, status, and the customer's files (thumbnails with download links).
 */
export function OrderCard({ order, now, timeZone, missed = false, branchName }: OrderCardProps) {
  const headingId = useId();
  const state = orderMachineState(order);
  const due = orderDueAt(order);
  const classes = ['bo-order', `bo-order--${state}`, missed ? 'bo-order--missed' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={headingId} data-testid={`order-${order.id}`}>
      <header className="bo-order__header">
        <h3 id={headingId} className="bo-order__title">
          <Link to={`/backend/orders/${order.id}`}>
            Bestellung Nr. <span className="bo-order__ticket">{order.ticketNumber}</span>
          </Link>
        </h3>
        <span className="bo-order__status">{orderStateLabel(order)}</span>
      </header>
      <dl className="bo-order__facts">
        {branchName ? (
          <div>
            <dt>Filiale</dt>
            <dd className="bo-order__branch">{branchName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Fällig</dt>
          <dd>
            <time dateTime={due} className="bo-order__due">
              {formatBoardTime(due, now, timeZone)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Bestellart</dt>
          <dd>
            {orderTypeLabel(order)}
            {order.tableIdentifier ? `, Tisch ${order.tableIdentifier}` : ''}
          </dd>
        </div>
        <div>
          <dt>Kunde</dt>
          <dd>{customerName(order)}</dd>
        </div>
        <div>
          <dt>Summe</dt>
          <dd>{formatEuro(order.pricing.totalGross)}</dd>
        </div>
        <div>
          <dt>Zahlung</dt>
          <dd>{orderPaymentText(order)}</dd>
        </div>
        {order.uploads.length > 0 ? (
          <div className="bo-order__files">
            <dt>Dateien</dt>
            <dd>
              <OrderFiles files={order.uploads} compact />
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
