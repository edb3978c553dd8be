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

/** How a message names a field: its German label, else the field path as sent. */
export function fieldLabel(path: string): string {
  return FORM_FIELD_LABELS[path] ?? path;
}
