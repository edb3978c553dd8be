import type { UnitKey } from './catalog.js';
import type { DateTimeString, Id, IdRef } from './common.js';
import type { CartItemInput, CreateOrderInput } from './ordering.js';

/** The status filters of the staff order list (`GET /api/orders?status=`). */
export const ORDER_STATUS_FILTERS = [
  'open',
  'confirmed',
  'completed',
  'rejected',
  'canceled',
  'failed',
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/**
 * What the order board's event stream (`GET /api/orders/events`, text/event-stream, event
 * name `order`) says: an order was placed or changed. The board then loads the order.
 */
export interface OrderBoardEvent {
  type: 'placed' | 'updated';
  order: Id;
  branch: Id;
}

/** Body of `PUT /api/orders/{id}/items/{index}`: the item's new amount, unit and options. */
export interface UpdateOrderItemInput {
  amount: number;
  unit?: UnitKey;
  parts?: CartItemInput['parts'];
}

/**
 * Body of `POST /api/orders/staff`: an order staff take on the phone. The checkout's form and
 * cart, checked and priced the same way; the legal checkboxes are not asked. The order is
 * marked `isEnteredByStaff`.
 */
export type StaffOrderInput = Omit<CreateOrderInput, 'legalInstructions' | 'privacyPolicy'>;

/**
 * The fields staff may change on a whole order (`PUT /api/orders/{id}`): the appointment
 * asked for and the one confirmed, the order type (sent as the delivery / dine-in flags), the
 * table and delivery area, contact and address data and the comment. Items have their own
 * route; branch, payment and the customer's checkboxes stay as placed.
 */
export const ORDER_EDIT_FIELDS = [
  'appointmentDate',
  'appointment',
  'isDelivery',
  'isDineIn',
  'table',
  'deliveryArea',
  'isCompany',
  'companyName',
  'firstName',
  'lastName',
  'company',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'country',
  'vatNo',
  'phone',
  'email',
  'isDeliveryAddressDifferent',
  'isDeliveryCompany',
  'deliveryCompanyName',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
  'comment',
] as const;
export type OrderEditField = (typeof ORDER_EDIT_FIELDS)[number];

/**
 * Body of `PUT /api/orders/{id}`: the changed fields of ORDER_EDIT_FIELDS; fields left out
 * keep the order's values. Checked with the checkout's rules and repriced by the server.
 */
export type UpdateOrderInput = Partial<
  Pick<CreateOrderInput, Exclude<OrderEditField, 'appointment'>> & {
    appointment: DateTimeString | null;
  }
>;

/** One changed field of an order edit, as the application log records it. */
export interface OrderFieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** What staff can ask a device to do from the backoffice. */
export type DeviceCommandType = 'test-notification' | 'request-logs';

/** A command as the device gets it (`GET /api/devices/{id}/commands`), handed out once. */
export interface DeviceCommand {
  id: Id;
  type: DeviceCommandType;
  createdAt: DateTimeString;
}

/** A log a device sent after staff asked for it (`GET /api/devices/{id}/logs`). */
export interface DeviceLog {
  id: Id;
  device: IdRef;
  content: string;
  createdAt: DateTimeString;
}

/**
 * A print job as the printer fetches it (`GET /api/devices/{id}/print-jobs`): the receipt as
 * ESC/POS bytes in base64, to be acknowledged after printing.
 */
export interface PrintJob {
  id: Id;
  kind: 'receipt' | 'test';
  order: IdRef | null;
  escPos: string;
  createdAt: DateTimeString;
}
