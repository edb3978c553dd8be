import {
  customerName,
  formatEuro,
  formatInstantDate,
  formatInstantTime,
  orderPaymentMethodLabel,
  orderStateLabel,
  orderTypeLabel,
  type Id,
  type Order,
} from '@bestellwerk/domain';
import { Link } from '@bestellwerk/client';
import { DataTable, type DataTableColumn } from '../../shared/layout/index.js';

export interface HistoryTableProps {
  orders: readonly Order[];
  /** A branch's name by id (orders of unknown branches show the id). */
  branchName: (id: Id) => string;
  timeZone?: string;
}

/** The path of an order's detail page. */
export function orderDetailPath(id: Id): string {
  return `/backend/orders/${id}`;
}

const COLUMNS: readonly DataTableColumn[] = [
  'Nr.',
  'Datum',
  'Uhrzeit',
  'Filiale',
  'Kunde',
  'Bestellart',
  'Zahlungsart',
  { label: 'Summe', className: 'bo-table__number' },
  'Status',
];

/** The orders of one history page; the number links to the order's detail page. */
export function HistoryTable({ orders, branchName, timeZone }: HistoryTableProps) {
  return (
    <DataTable caption="Bestellungen" columns={COLUMNS}>
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
          <td>{branchName(order.branch.id)}</td>
          <td>{customerName(order)}</td>
          <td>{orderTypeLabel(order)}</td>
          <td>{orderPaymentMethodLabel(order)}</td>
          <td className="bo-table__number">{formatEuro(order.pricing.totalGross)}</td>
          <td>{orderStateLabel(order)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
