import type { Id, IdRef, Image, OpeningHourEntry, TimeString } from './common.js';

export const ORDER_TYPES = ['takeaway', 'delivery', 'dineIn'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** An organisation unit (e.g. the company, or a brand of it) grouping branches. */
export interface Division {
  id: Id;
  identifier: string;
  name: string;
  title: string;
  description: string;
  branches: IdRef[];
}

/** Where a branch delivers, for what fee and above which order value. */
export interface DeliveryArea {
  id: Id;
  area: string;
  price: number;
  /** Tax rate of the fee in percent. */
  tax: number;
  free: boolean;
  freeFromOrderValue: number | null;
  minimumOrderValue: number | null;
}

/** A shop with its settings, hours and delivery areas. */
export interface Branch {
  id: Id;
  identifier: string;
  name: string;
  description: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  longitude: number | null;
  latitude: number | null;
  keywords: string;
  tags: IdRef[];
  images: Image[];
  logo: Image | null;
  division: IdRef | null;
  isEnabled: boolean;
  isPublic: boolean;
  openingHours: OpeningHourEntry[];
  deliveryHours: OpeningHourEntry[];
  isDeliveryHoursEnabled: boolean;
  isDeliveryEnabled: boolean;
  isTakeawayEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  isTableSelectionEnabled: boolean;
  isAppointmentRequired: boolean;
  isQuotationRequired: boolean;
  isCashEnabled: boolean;
  isATMCardEnabled: boolean;
  isHydroAGVoucherEnabled: boolean;
  isMollieEnabled: boolean;
  isDatatransEnabled: boolean;
  isDeliveryEmailRequired: boolean;
  isDineInEmailRequired: boolean;
  isTakeawayEmailRequired: boolean;
  isDeliveryPhoneRequired: boolean;
  isDineInPhoneRequired: boolean;
  isTakeawayPhoneRequired: boolean;
  isDeliveryAddressRequired: boolean;
  isDineInAddressRequired: boolean;
  isTakeawayAddressRequired: boolean;
  /** Earliest time of day orders are taken, `HH:mm`, or empty. */
  orderableFrom: TimeString | '';
  closedMessage: string;
  deliveryAreas: DeliveryArea[];
}

/** Staff-only view of a branch: the public fields plus the counter tablet's API key. */
export interface BranchAdmin extends Branch {
  apiKey: string;
  /** Receipts are printed on the branch's printers as soon as an order is confirmed. */
  isAutoPrintEnabled: boolean;
}

/** A department of a branch (kitchen, counter, bakery…), used by staff planning. */
export interface Department {
  id: Id;
  name: string;
  description: string;
  branch: IdRef;
}

/** A table of a dine-in branch; its QR code opens /store/{branch}?table={identifier}. */
export interface Table {
  id: Id;
  identifier: string;
  name: string;
  branch: IdRef;
}
