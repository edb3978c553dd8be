import type { CalculationModel, PartType, UnitKey } from './catalog.js';
import type { DateTimeString, Id, IdRef } from './common.js';

export const COUNTRIES = ['DE', 'LI', 'AT', 'CH'] as const;
export type Country = (typeof COUNTRIES)[number];

export const PAYMENT_METHODS = [
  'cash',
  'atm-card',
  'hydro-ag-voucher',
  'mollie',
  'datatrans',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the customer fills in at checkout. */
export interface OrderForm {
  isCompany: boolean;
  companyName: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: Country;
  vatNo: string;
  phone: string;
  email: string;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: Country;
  deliveryArea: Id | null;
  comment: string;
  appointmentDate: DateTimeString | null;
  paymentMethod: PaymentMethod;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  branch: Id;
  table: string | null;
  donatee: Id | null;
}

/** The value chosen for one configurable part: option indexes, text, or upload ids. */
export type CartPartValue = number | number[] | string | null;

/** An item as the cart sends it. */
export interface CartItemInput {
  product: Id;
  amount: number;
  unit: UnitKey;
  parts: CartPartValue[];
}

/** Pricing result of an order. Money in EUR. */
export interface Pricing {
  gross: number;
  totalNet: number;
  totalGross: number;
  deliveryGross: number;
  /** Tax amount keyed by rate in percent ("10", "20"). */
  taxes: Record<string, number>;
}

/** The snapshot of one chosen part as it was ordered. */
export interface OrderItemPart {
  name: string;
  type: PartType;
  /** Chosen option names, or the entered text, or upload references. */
  values: string[];
  uploads: Id[];
}

/** One ordered item, frozen at order time. */
export interface OrderItem {
  index: number;
  product: IdRef | null;
  productUid: string;
  name: string;
  amount: number;
  unit: UnitKey;
  parts: OrderItemPart[];
  calculationModel: CalculationModel;
  isPriceHidden: boolean;
  unitPrice: number;
  gross: number;
  net: number;
  taxRate: number;
}

/** The order as the public status page reads it. */
export interface PublicOrder {
  id: Id;
  uid: string;
  hash: string;
  ticketNumber: number;
  paymentMethod: PaymentMethod;
  appointmentDate: DateTimeString | null;
  appointment: DateTimeString | null;
  counterAppointment: DateTimeString | null;
  rejectionMessage: string;
  tableIdentifier: string | null;
  questionnaireRating: number | null;
  branch: IdRef;
  paymentRedirectUrl: string | null;
  isConfirmed: boolean;
  isCompleted: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isPaid: boolean;
  isRefunded: boolean;
  createdAt: DateTimeString;
  items: OrderItem[];
  pricing: Pricing;
}

/** The order as staff read it: everything the customer entered, plus bookkeeping. */
export interface Order
  extends
    PublicOrder,
    Omit<OrderForm, 'branch' | 'table' | 'appointmentDate' | 'paymentMethod' | 'donatee'> {
  donatee: IdRef | null;
  isEnteredByStaff: boolean;
  businessDay: string;
  updatedAt: DateTimeString;
  /** The files the customer uploaded for the items' parts (staff only), by upload id. */
  uploads: OrderUploadFile[];
  /** The customer's rating, or null while there is none (staff only). */
  questionnaire: OrderRating | null;
}

/** An uploaded file of an order's items as staff open it: its link and an image preview. */
export interface OrderUploadFile {
  id: Id;
  name: string;
  mimeType: string;
  /** Size in bytes. */
  size: number;
  /** The file itself: `/upload/{publicHash}/{id}-{version}.{extension}`. */
  url: string;
  /** A JPEG preview for raster images (`/upload/{publicHash}/preview/…`); null for other files. */
  previewUrl: string | null;
}

/** The customer's rating of an order as staff read it, with when it was given. */
export interface OrderRating extends Questionnaire {
  createdAt: DateTimeString;
}

/** The customer's answers after completion. */
export interface Questionnaire {
  rating: number;
  foodRating: number;
  serviceRating: number;
  processRating: number;
  comment: string;
}

/** A recipient organisation of the optional donation. */
export interface Donatee {
  id: Id;
  identifier: string;
  name: string;
  description: string;
  /** The account donations are transferred to, in groups of four; '' when none is known. */
  iban: string;
  /** '' when none is known. */
  bic: string;
}

/**
 * The body of `POST /api/orders`: the order form, the order type as the two delivery flags
 * (neither: takeaway) and the cart's items. Prices are never sent; the server computes them.
 */
export interface CreateOrderInput extends OrderForm {
  isDelivery: boolean;
  isDineIn: boolean;
  items: CartItemInput[];
}

/** The status actions staff take on an order (`POST /api/orders/{id}/status/{action}`). */
export const ORDER_STATUS_ACTIONS = [
  'confirm',
  'reject',
  'in-delivery',
  'completed',
  'cancel',
] as const;
export type OrderStatusAction = (typeof ORDER_STATUS_ACTIONS)[number];

/** Body of the confirm action: the time staff confirm, or a different one the customer must accept. */
export interface ConfirmOrderInput {
  appointment?: DateTimeString | null;
  counterAppointment?: DateTimeString | null;
}

/** Body of the reject action: an optional message the customer reads on the status page. */
export interface RejectOrderInput {
  message?: string;
}
