import type { Id, IdRef, OpeningHourEntry, TimeString } from './common.js';
import type { DeliveryArea } from './organisation.js';
import type { InputLimits } from './input-limits.js';

/** A delivery area as staff enter it; with the id of an existing area it is changed in place. */
export type DeliveryAreaInput = Omit<DeliveryArea, 'id'> & { id?: Id };

export const DeliveryAreaLimits = { area: 255 } as const satisfies InputLimits<DeliveryAreaInput>;

/** POST/PUT /api/branches: every field staff can set; all but identifier and name have defaults. */
export interface BranchInput {
  identifier: string;
  name: string;
  description?: string;
  street?: string;
  zipCode?: string;
  city?: string;
  phone?: string;
  email?: string;
  /** With or without http(s)://. */
  website?: string;
  longitude?: number | null;
  latitude?: number | null;
  keywords?: string;
  tags?: IdRef[];
  images?: IdRef[];
  logo?: IdRef | null;
  division?: IdRef | null;
  openingHours?: OpeningHourEntry[];
  deliveryHours?: OpeningHourEntry[];
  deliveryAreas?: DeliveryAreaInput[];
  /** '' for no earliest order time. */
  orderableFrom?: TimeString;
  closedMessage?: string;
  isEnabled?: boolean;
  isPublic?: boolean;
  isDeliveryHoursEnabled?: boolean;
  isDeliveryEnabled?: boolean;
  isTakeawayEnabled?: boolean;
  isDineInEnabled?: boolean;
  isPreorderEnabled?: boolean;
  isTableSelectionEnabled?: boolean;
  isAppointmentRequired?: boolean;
  isQuotationRequired?: boolean;
  isAutoPrintEnabled?: boolean;
  isCashEnabled?: boolean;
  isATMCardEnabled?: boolean;
  isHydroAGVoucherEnabled?: boolean;
  isMollieEnabled?: boolean;
  isDatatransEnabled?: boolean;
  isDeliveryEmailRequired?: boolean;
  isDineInEmailRequired?: boolean;
  isTakeawayEmailRequired?: boolean;
  isDeliveryPhoneRequired?: boolean;
  isDineInPhoneRequired?: boolean;
  isTakeawayPhoneRequired?: boolean;
  isDeliveryAddressRequired?: boolean;
  isDineInAddressRequired?: boolean;
  isTakeawayAddressRequired?: boolean;
}

export const BranchLimits = {
  identifier: 100,
  name: 255,
  description: 20000,
  street: 255,
  zipCode: 20,
  city: 100,
  phone: 50,
  email: 255,
  website: 255,
  keywords: 1000,
  closedMessage: 2000,
} as const satisfies InputLimits<BranchInput>;

/** POST/PUT /api/divisions. */
export interface DivisionInput {
  identifier: string;
  name: string;
  title?: string;
  description?: string;
}

export const DivisionLimits = {
  identifier: 100,
  name: 255,
  title: 255,
  description: 20000,
} as const satisfies InputLimits<DivisionInput>;

/** POST/PUT /api/departments. */
export interface DepartmentInput {
  name: string;
  description?: string;
  branch: IdRef;
}

export const DepartmentLimits = {
  name: 255,
  description: 5000,
} as const satisfies InputLimits<DepartmentInput>;

/** POST/PUT /api/tables. */
export interface TableInput {
  /** 1 to 50 letters, digits and dashes (TABLE_IDENTIFIER_PATTERN). */
  identifier: string;
  name?: string;
  branch: IdRef;
}

export const TableLimits = { identifier: 50, name: 100 } as const satisfies InputLimits<TableInput>;

/** A table identifier: 1 to TableLimits.identifier letters, digits and dashes. */
export const TABLE_IDENTIFIER_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${TableLimits.identifier}}$`);
