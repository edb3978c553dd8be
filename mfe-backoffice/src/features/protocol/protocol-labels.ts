import {
  CRUD_COLLECTIONS,
  formatEuro,
  formatYesNo,
  type Log,
  type LogFieldChange,
  type LogLevel,
} from '@bestellwerk/domain';

export const LOG_LEVEL_LABELS: Record<LogLevel, string> = {
  info: 'Info',
  warning: 'Warnung',
  error: 'Fehler',
};

/** The areas the API writes besides the CRUD collections, with their German names. */
const OTHER_AREAS: Record<string, string> = {
  auth: 'Anmeldung',
  config: 'Konfiguration',
  orders: 'Bestellungen',
  payments: 'Zahlungen',
  devices: 'Geräte',
  mail: 'E-Mail',
  sms: 'SMS',
};

/** Every area with its German name, sorted by name (for the filter). */
export const LOG_AREAS: readonly { value: string; label: string }[] = Object.entries({
  ...Object.fromEntries(
    Object.values(CRUD_COLLECTIONS).map((collection) => [collection.path, collection.names.many]),
  ),
  ...OTHER_AREAS,
})
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

const AREA_NAMES = new Map(LOG_AREAS.map(({ value, label }) => [value, label]));

/** The German name of an area; unknown areas by their key. */
export function areaLabel(area: string): string {
  return AREA_NAMES.get(area) ?? area;
}

/** The record kinds one can filter by, with German names. */
export const LOG_RECORD_TYPES: readonly { value: string; label: string }[] = [
  { value: 'order', label: 'Bestellung' },
  { value: 'product', label: 'Produkt' },
  { value: 'category', label: 'Kategorie' },
  { value: 'menu', label: 'Produktkatalog' },
  { value: 'tag', label: 'Tag' },
  { value: 'branch', label: 'Filiale' },
  { value: 'user', label: 'Benutzer' },
  { value: 'device', label: 'Gerät' },
];

const RECORD_NAMES = new Map(LOG_RECORD_TYPES.map(({ value, label }) => [value, label]));

/** 'Produkt 12', 'Bestellung 345'; '–' without a record. */
export function recordLabel(record: Log['record']): string {
  if (!record) return '–';
  return `${RECORD_NAMES.get(record.type) ?? record.type} ${record.id}`;
}

const isChange = (value: unknown): value is LogFieldChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LogFieldChange).field === 'string' &&
  'old' in value &&
  'new' in value;

/** The changed fields of an update entry (`context.changes`); none for other entries. */
export function changesOf(entry: Log): LogFieldChange[] {
  const changes = entry.context.changes;
  return Array.isArray(changes) ? changes.filter(isChange) : [];
}

/** Fields whose numbers are amounts of money (`price`, `takeawayPrice`, `minimumGross`…). */
const MONEY_FIELD = /(price|gross|net|fee)$/i;

/**
 * A value as text: '–' for none, Ja/Nein, amounts of money in euros ('4,90 €') for money
 * fields, other numbers German, objects as JSON.
 */
export function valueText(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return formatYesNo(value);
  if (typeof value === 'number')
    return MONEY_FIELD.test(field) ? formatEuro(value) : value.toLocaleString('de-DE');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** German names of the details the API writes into entries; other keys show as they are. */
const CONTEXT_LABELS: Record<string, string> = {
  action: 'Aktion',
  branch: 'Filiale (ID)',
  bytes: 'Größe (Bytes)',
  error: 'Fehlermeldung',
  ip: 'IP-Adresse',
  outcome: 'Ergebnis',
  paymentMethod: 'Zahlungsart',
  paymentStatus: 'Zahlungsstatus',
  reason: 'Grund',
  subject: 'Betreff',
  test: 'Test',
  username: 'Benutzername',
};

/** The German name of a detail of an entry. */
export function contextLabel(key: string): string {
  return CONTEXT_LABELS[key] ?? key;
}
