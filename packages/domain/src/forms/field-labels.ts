import {
  ADMIN_FIELD_LABELS,
  LIST_ITEM_LABELS,
  NESTED_LIST_NAME,
} from '../contract/admin-field-labels.js';

/** German names of the fields people type into, as validation messages quote them. */
export const FORM_FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  companyName: 'Firmenname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  street: 'Straße',
  zipCode: 'PLZ',
  city: 'Ort',
  comment: 'Anmerkung',
  subject: 'Betreff',
  username: 'Benutzername',
  password: 'Passwort',
  iban: 'IBAN',
  bic: 'BIC',
};

/** The entry of `table` under `key`, never an inherited property such as `constructor`. */
function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A field's German name; `context` is the list or object it sits in ('deliveryAreas'). */
function nameOf(field: string, context: string | undefined): string | undefined {
  return (
    (context === undefined ? undefined : own(ADMIN_FIELD_LABELS, `${context}.${field}`)) ??
    own(FORM_FIELD_LABELS, field) ??
    own(ADMIN_FIELD_LABELS, field)
  );
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * How a message names a field: its German label, else the field path as sent.
 *
 * A nested path is named by its last named segment, preceded by the numbered entries of the
 * lists on the way ('openingHours.0.from' → 'Öffnungszeiten, Eintrag 1: Von',
 * 'config.parts.1.options.0.value' → 'Teil 2, Option 1: Betrag'). A trailing `id` names the
 * reference itself ('images.2.id' → 'Bild 3'). Any unknown segment keeps the whole path.
 */
export function fieldLabel(path: string): string {
  const form = own(FORM_FIELD_LABELS, path);
  if (form !== undefined) return form;
  const segments = path.split('.');
  if (segments.length > 1 && segments.at(-1) === 'id') segments.pop();
  const positions: string[] = [];
  let field: string | undefined;
  for (const [index, segment] of segments.entries()) {
    const previous = segments[index - 1];
    if (!isIndex(segment)) {
      const context = isIndex(previous ?? '') ? segments[index - 2] : previous;
      field = nameOf(segment, context);
      if (field === undefined) return path;
      continue;
    }
    if (previous === undefined || isIndex(previous)) return path;
    const number = Number(segment) + 1;
    if (previous === NESTED_LIST_NAME && positions.length > 0) {
      positions[positions.length - 1] += `.${number}`;
    } else {
      const item = own(LIST_ITEM_LABELS, previous);
      if (item === undefined) return path;
      positions.push(`${item} ${number}`);
    }
    field = undefined;
  }
  if (field === undefined) return positions.length > 0 ? positions.join(', ') : path;
  return positions.length > 0 ? `${positions.join(', ')}: ${field}` : field;
}
