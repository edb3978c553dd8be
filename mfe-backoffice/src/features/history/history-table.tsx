import {
  formatEuro,
  formatInstantDate,
  formatInstantTime,
  PAYMENT_METHOD_LABELS,
  type Id,
  type Order,
} from '@bestellwerk/domain';
import { Link } from '@bestellwerk/client';
import { customerName, orderStateLabel, orderTypeLabel } from './order-labels.js';

export interface HistoryTableProps {
  orders: readonly Order[];
  /** Branch names by id (orders of unknown branches show the id). */
  branchNames: ReadonlyMap<Id, string>;
  timeZone?: string;
}

/** The path of an order's detail page. */
export function orderDetailPath(id: Id): string {
  return `/backend/orders/${id}`;
}

/** The orders of one history page; the number links to the order's detail page. */
export function HistoryTable({ orders, branchNames, timeZone }: HistoryTableProps) {
  return (
    <div className="bo-table-scroll">
      <table className="bo-table">
        <caption className="bw-visually-hidden">Bestellungen</caption>
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Datum</th>
            <th scope="col">Uhrzeit</th>
            <th scope="col">Filiale</th>
            <th scope="col">Kunde</th>
            <th scope="col">Bestellart</th>
            <th scope="col">Zahlungsart</th>
            <th scope="col" className="bo-table__number">
              Summe
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link
                  to={orderDetailPath(order.id)}
                  aria-label={`Bestellung ${order.ticketNumber} öffnen`}
                >
                  {order.ticketNumber}
                </Link>
              </th>
              <td>{formatInstantDate(order.createdAt, timeZone)}</td>
              <td>{formatInstantTime(order.createdAt, timeZone)}</td>
              <td>{branchNames.get(order.branch.id) ?? `Filiale ${order.branch.id}`}</td>
              <td>{customerName(order)}</td>
              <td>{orderTypeLabel(order)}</td>
              <td>{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</td>
              <td className="bo-table__number">{formatEuro(order.pricing.totalGross)}</td>
              <td>{orderStateLabel(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
