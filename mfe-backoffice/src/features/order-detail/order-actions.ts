import {
  applyOrderAction,
  isOnlinePaymentMethod,
  isTerminalOrder,
  ORDER_STATUS_ACTIONS,
  type Order,
  type OrderStatusAction,
} from '@bestellwerk/domain';

/**
 * Which staff actions an order offers, read from the domain's status machine, and their German
 * names and failure messages (backend.md §8).
 */

/** Every action of the order detail: the status actions and the others. */
export type OrderActionName =
  | OrderStatusAction
  | 'update-item'
  | 'update-payment-status'
  | 'resend-email'
  | 'resend-sms'
  | 'print'
  | 'delete';

/** The failure message of each action (backend.md §8); the server's own message wins when it has one. */
export const ORDER_ACTION_FAILURES: Readonly<Record<OrderActionName, string>> = {
  confirm: 'Bestellstatus konnte nicht geändert werden.',
  reject: 'Bestellstatus konnte nicht geändert werden.',
  'in-delivery': 'Bestellstatus konnte nicht geändert werden.',
  completed: 'Bestellstatus konnte nicht geändert werden.',
  cancel: 'Bestellung konnte nicht storniert werden.',
  'update-item': 'Bestellung konnte nicht aktualisiert werden.',
  'update-payment-status': 'Zahlungsstatus konnte nicht geprüft werden.',
  'resend-email': 'Bestätigung konnte nicht gesendet werden.',
  'resend-sms': 'Bestätigung konnte nicht gesendet werden.',
  print: 'Beleg konnte nicht gedruckt werden.',
  delete: 'Bestellung konnte nicht gelöscht werden.',
};

/**
 * The status actions the domain's status machine allows for the order now, in the order of
 * ORDER_STATUS_ACTIONS (confirm, reject, in-delivery, completed, cancel).
 */
export function allowedStatusActions(order: Order, now: Date): OrderStatusAction[] {
  return ORDER_STATUS_ACTIONS.filter(
    (action) => !('error' in applyOrderAction(order, action, {}, now)),
  );
}

/** The button text of a status action; in-delivery reads 'Abholbereit' for takeaway orders. */
export function statusActionLabel(
  action: OrderStatusAction,
  order: Pick<Order, 'isDelivery'>,
): string {
  switch (action) {
    case 'confirm':
      return 'Bestätigen';
    case 'reject':
      return 'Ablehnen';
    case 'in-delivery':
      return order.isDelivery ? 'In Zustellung' : 'Abholbereit';
    case 'completed':
      return 'Abgeschlossen';
    case 'cancel':
      return 'Stornieren';
  }
}

/** Items can be changed while the order is not finished (completed, rejected, canceled, failed). */
export function canEditItems(order: Order): boolean {
  return !isTerminalOrder(order);
}

/** The payment status can be checked for orders paid online. */
export function canCheckPaymentStatus(order: Pick<Order, 'paymentMethod'>): boolean {
  return isOnlinePaymentMethod(order.paymentMethod);
}

/** The order e-mail can be sent again when the customer gave an address. */
export function canResendEmail(order: Pick<Order, 'email'>): boolean {
  return order.email.trim() !== '';
}

/** The order SMS can be sent again when the customer gave a phone number. */
export function canResendSms(order: Pick<Order, 'phone'>): boolean {
  return order.phone.trim() !== '';
}
