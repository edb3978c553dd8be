import { FORM_FIELD_LABELS, fieldLabel } from './field-labels.js';

describe('fieldLabel', () => {
  it('keeps the wording of the customer-form labels', () => {
    expect(fieldLabel('email')).toBe('E-Mail-Adresse');
    expect(fieldLabel('phone')).toBe('Telefonnummer');
    expect(fieldLabel('password')).toBe('Passwort');
    expect(fieldLabel('iban')).toBe('IBAN');
    for (const [field, label] of Object.entries(FORM_FIELD_LABELS)) {
      expect(fieldLabel(field)).toBe(label);
    }
  });

  it('names a staff-side field as the backoffice labels it', () => {
    expect(fieldLabel('leadTimeValue')).toBe('Vorlaufzeit');
    expect(fieldLabel('primaryColor')).toBe('Hauptfarbe');
    expect(fieldLabel('mapboxPitch')).toBe('Neigung (Grad)');
    expect(fieldLabel('identifier')).toBe('Kennung');
  });

  it('numbers the entries of the lists on the way, from 1', () => {
    expect(fieldLabel('openingHours.0.from')).toBe('Öffnungszeiten, Eintrag 1: Von');
    expect(fieldLabel('config.parts.1.options.0.value')).toBe('Teil 2, Option 1: Betrag');
    expect(fieldLabel('alternativeUnits.0.ratio')).toBe('Alternative Einheit 1: Verhältnis');
    expect(fieldLabel('layers.0.color')).toBe('Ebene 1: Farbe');
    expect(fieldLabel('catalog.2.products.9.schedule.hours.0.to')).toBe(
      'Kategorie 3, Produkt 10, Zeit 1: Bis',
    );
  });

  it('names an object field by its own label', () => {
    expect(fieldLabel('schedule.startDate')).toBe('Verfügbar ab');
    expect(fieldLabel('schedule.hours.3.from')).toBe('Zeit 4: Von');
  });

  it('names a whole entry by its position alone', () => {
    expect(fieldLabel('openingHours.4')).toBe('Öffnungszeiten, Eintrag 5');
    expect(fieldLabel('config.parts.0.options.2')).toBe('Teil 1, Option 3');
  });

  it('names a reference by the field that holds it, not by its id', () => {
    expect(fieldLabel('branch.id')).toBe('Filiale');
    expect(fieldLabel('images.2.id')).toBe('Bild 3');
    expect(fieldLabel('layers.1.image.id')).toBe('Ebene 2: Bild');
    expect(fieldLabel('id')).toBe('ID');
  });

  it('numbers nested navigation items on from their parent', () => {
    expect(fieldLabel('items.0.children.1.label')).toBe('Eintrag 1.2: Beschriftung');
    expect(fieldLabel('items.2.children.0.children.3.target')).toBe('Eintrag 3.1.4: Ziel');
    expect(fieldLabel('children.0.label')).toBe('Unterpunkt 1: Beschriftung');
  });

  it('lets a list give a shared short name its own meaning', () => {
    expect(fieldLabel('price')).toBe('Preis');
    expect(fieldLabel('deliveryAreas.0.price')).toBe('Liefergebiet 1: Liefergebühr');
    expect(fieldLabel('value')).toBe('Inhalt');
    expect(fieldLabel('content.1.value')).toBe('Block 2: Inhalt');
    expect(fieldLabel('type')).toBe('Art');
    expect(fieldLabel('config.parts.0.type')).toBe('Teil 1: Eingabe');
  });

  it('keeps the nested customer-form wording', () => {
    expect(fieldLabel('deliveryAreas.0.email')).toBe('Liefergebiet 1: E-Mail-Adresse');
  });

  it.each([
    ['an unknown field', 'shoeSize'],
    ['an unknown field inside a known list', 'openingHours.0.shoeSize'],
    ['an unknown object on the way', 'gadget.name'],
    ['an index under an unknown list', 'gadgets.0.name'],
    ['an index without a list', '0.name'],
    ['two indices in a row', 'openingHours.0.1.from'],
    ['an empty segment', 'openingHours..from'],
    ['an inherited property name', 'constructor'],
    ['an inherited property name on a list', 'toString.0.name'],
    ['the empty path', ''],
  ])('falls back to the path for %s', (_case, path) => {
    expect(fieldLabel(path)).toBe(path);
  });
});
