import {
  ADMIN_FIELD_LABELS as LABELS,
  BranchLimits,
  type BranchInput,
  type EditorField,
} from '@bestellwerk/domain';

/** The order types as the columns of the grid: their name in the flag and their label. */
export const REQUIREMENT_ORDER_TYPES = [
  { key: 'Takeaway', label: 'Abholung' },
  { key: 'Delivery', label: 'Lieferung' },
  { key: 'DineIn', label: 'Vor Ort' },
] as const;

/** What the checkout may require, as the rows of the grid. */
export const REQUIREMENT_DETAILS = [
  { key: 'Email', label: 'E-Mail' },
  { key: 'Phone', label: 'Telefon' },
  { key: 'Address', label: 'Adresse' },
] as const;

/** The flag of a detail for an order type: `isDeliveryEmailRequired`. */
export function requirementField<OrderType extends string, Detail extends string>(
  orderType: OrderType,
  detail: Detail,
): `is${OrderType}${Detail}Required` {
  return `is${orderType}${detail}Required`;
}

const flag = <Name extends keyof BranchInput>(name: Name, label: string, help?: string) =>
  ({ kind: 'boolean', name, label, ...(help ? { help } : {}) }) as const;

/** Every field of a branch the API takes (BranchInput), in the order of the form's sections. */
export const BRANCH_FIELDS: readonly EditorField<BranchInput>[] = [
  {
    kind: 'text',
    name: 'identifier',
    label: LABELS.identifier,
    required: true,
    maxLength: BranchLimits.identifier,
    help: 'Adresse des Shops: /store/{Kennung}. Kleinbuchstaben, Ziffern und Bindestriche.',
  },
  { kind: 'text', name: 'name', label: LABELS.name, required: true, maxLength: BranchLimits.name },
  { kind: 'wysiwyg', name: 'description', label: LABELS.description },
  { kind: 'reference', name: 'division', label: LABELS.division, target: 'division' },
  { kind: 'reference', name: 'tags', label: LABELS.tags, target: 'tag', multiple: true },
  {
    kind: 'text',
    name: 'keywords',
    label: LABELS.keywords,
    maxLength: BranchLimits.keywords,
    help: 'Werden bei der Suche nach PLZ / Ort mit durchsucht.',
  },
  flag('isEnabled', LABELS.isEnabled, 'Nimmt Bestellungen an.'),
  flag('isPublic', LABELS.isPublic, 'Erscheint in der Filialliste und im Footer.'),
  { kind: 'text', name: 'street', label: 'Straße', maxLength: BranchLimits.street },
  { kind: 'text', name: 'zipCode', label: 'PLZ', maxLength: BranchLimits.zipCode },
  { kind: 'text', name: 'city', label: 'Ort', maxLength: BranchLimits.city },
  { kind: 'text', name: 'phone', label: 'Telefon', maxLength: BranchLimits.phone },
  { kind: 'text', name: 'email', label: 'E-Mail', maxLength: BranchLimits.email },
  {
    kind: 'text',
    name: 'website',
    label: LABELS.website,
    maxLength: BranchLimits.website,
    help: 'z. B. https://www.backstube.at',
  },
  { kind: 'number', name: 'latitude', label: LABELS.latitude, min: -90, max: 90, step: 0.000001 },
  {
    kind: 'number',
    name: 'longitude',
    label: LABELS.longitude,
    min: -180,
    max: 180,
    step: 0.000001,
  },
  flag('isTakeawayEnabled', LABELS.isTakeawayEnabled),
  flag('isDeliveryEnabled', LABELS.isDeliveryEnabled),
  flag('isDineInEnabled', LABELS.isDineInEnabled),
  flag('isTableSelectionEnabled', LABELS.isTableSelectionEnabled),
  flag('isPreorderEnabled', LABELS.isPreorderEnabled),
  flag('isAppointmentRequired', LABELS.isAppointmentRequired),
  flag('isQuotationRequired', LABELS.isQuotationRequired),
  flag('isAutoPrintEnabled', LABELS.isAutoPrintEnabled, 'Beim Bestätigen einer Bestellung.'),
  {
    kind: 'text',
    name: 'orderableFrom',
    label: LABELS.orderableFrom,
    // HH:mm; the API checks the time itself.
    maxLength: 5,
    help: 'Uhrzeit HH:mm, ab der Bestellungen angenommen werden; leer: jederzeit.',
  },
  {
    kind: 'textarea',
    name: 'closedMessage',
    label: LABELS.closedMessage,
    rows: 3,
    maxLength: BranchLimits.closedMessage,
  },
  flag('isCashEnabled', LABELS.isCashEnabled),
  flag('isATMCardEnabled', 'Bankomatkarte vor Ort'),
  flag('isHydroAGVoucherEnabled', LABELS.isHydroAGVoucherEnabled),
  flag('isMollieEnabled', 'Online-Zahlung (Mollie)'),
  flag('isDatatransEnabled', 'Online-Zahlung (Datatrans)'),
  ...REQUIREMENT_DETAILS.flatMap((detail) =>
    REQUIREMENT_ORDER_TYPES.map((type) =>
      flag(requirementField(type.key, detail.key), `${detail.label} bei ${type.label}`),
    ),
  ),
  {
    kind: 'custom',
    name: 'openingHours',
    label: 'Wöchentliche und einmalige Öffnungszeiten',
    editor: 'opening-hours',
    empty: [],
  },
  flag('isDeliveryHoursEnabled', LABELS.isDeliveryHoursEnabled),
  {
    kind: 'custom',
    name: 'deliveryHours',
    label: LABELS.deliveryHours,
    editor: 'opening-hours',
    empty: [],
    shownWhen: { field: 'isDeliveryHoursEnabled', is: [true] },
  },
  {
    kind: 'custom',
    name: 'deliveryAreas',
    label: LABELS.deliveryAreas,
    editor: 'delivery-areas',
    empty: [],
  },
  { kind: 'images', name: 'images', label: 'Titelbilder' },
  { kind: 'image', name: 'logo', label: LABELS.logo },
];
