import type { EditorField } from '@bestellwerk/domain';

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
export function requirementField(orderType: string, detail: string): string {
  return `is${orderType}${detail}Required`;
}

const flag = (name: string, label: string, help?: string): EditorField => ({
  kind: 'boolean',
  name,
  label,
  ...(help ? { help } : {}),
});

/** Every field of a branch the API takes (BranchInput), in the order of the form's sections. */
export const BRANCH_FIELDS: readonly EditorField[] = [
  {
    kind: 'text',
    name: 'identifier',
    label: 'Kennung',
    required: true,
    maxLength: 100,
    help: 'Adresse des Shops: /store/{Kennung}. Kleinbuchstaben, Ziffern und Bindestriche.',
  },
  { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
  { kind: 'wysiwyg', name: 'description', label: 'Beschreibung' },
  { kind: 'reference', name: 'division', label: 'Organisation', target: 'division' },
  { kind: 'reference', name: 'tags', label: 'Tags', target: 'tag', multiple: true },
  {
    kind: 'text',
    name: 'keywords',
    label: 'Suchbegriffe',
    maxLength: 1000,
    help: 'Werden bei der Suche nach PLZ / Ort mit durchsucht.',
  },
  flag('isEnabled', 'Aktiv', 'Nimmt Bestellungen an.'),
  flag('isPublic', 'Öffentlich', 'Erscheint in der Filialliste und im Footer.'),
  { kind: 'text', name: 'street', label: 'Straße', maxLength: 255 },
  { kind: 'text', name: 'zipCode', label: 'PLZ', maxLength: 20 },
  { kind: 'text', name: 'city', label: 'Ort', maxLength: 100 },
  { kind: 'text', name: 'phone', label: 'Telefon', maxLength: 50 },
  { kind: 'text', name: 'email', label: 'E-Mail', maxLength: 255 },
  {
    kind: 'text',
    name: 'website',
    label: 'Website',
    maxLength: 255,
    help: 'z. B. https://www.backstube.at',
  },
  { kind: 'number', name: 'latitude', label: 'Breitengrad', min: -90, max: 90, step: 0.000001 },
  {
    kind: 'number',
    name: 'longitude',
    label: 'Längengrad',
    min: -180,
    max: 180,
    step: 0.000001,
  },
  flag('isTakeawayEnabled', 'Abholung'),
  flag('isDeliveryEnabled', 'Lieferung'),
  flag('isDineInEnabled', 'Vor Ort (Tischbestellung)'),
  flag('isTableSelectionEnabled', 'Tischauswahl im Bestellvorgang'),
  flag('isPreorderEnabled', 'Vorbestellung außerhalb der Öffnungszeiten'),
  flag('isAppointmentRequired', 'Termin verpflichtend'),
  flag('isQuotationRequired', 'Angebot (Bestellung wird erst nach Bestätigung fix)'),
  flag('isAutoPrintEnabled', 'Bon automatisch drucken', 'Beim Bestätigen einer Bestellung.'),
  {
    kind: 'text',
    name: 'orderableFrom',
    label: 'Bestellbar ab',
    maxLength: 5,
    help: 'Uhrzeit HH:mm, ab der Bestellungen angenommen werden; leer: jederzeit.',
  },
  {
    kind: 'textarea',
    name: 'closedMessage',
    label: 'Hinweis bei geschlossener Filiale',
    rows: 3,
    maxLength: 2000,
  },
  flag('isCashEnabled', 'Barzahlung'),
  flag('isATMCardEnabled', 'Bankomatkarte vor Ort'),
  flag('isHydroAGVoucherEnabled', 'Gutschein (Hydro AG)'),
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
  flag('isDeliveryHoursEnabled', 'Eigene Lieferzeiten'),
  {
    kind: 'custom',
    name: 'deliveryHours',
    label: 'Lieferzeiten',
    editor: 'opening-hours',
    empty: [],
    shownWhen: { field: 'isDeliveryHoursEnabled', is: [true] },
  },
  {
    kind: 'custom',
    name: 'deliveryAreas',
    label: 'Liefergebiete',
    editor: 'delivery-areas',
    empty: [],
  },
  { kind: 'images', name: 'images', label: 'Titelbilder' },
  { kind: 'image', name: 'logo', label: 'Logo' },
];
