import { ADMIN_NAV, adminNavSections, BACKOFFICE_NAV, isCurrentNavItem } from './backoffice-nav.js';

const item = (label: string) =>
  [...BACKOFFICE_NAV, ...ADMIN_NAV].find((entry) => entry.label === label)!;

describe('backoffice navigation', () => {
  it('keeps the day’s work apart from the management screens, grouped by section', () => {
    expect(BACKOFFICE_NAV.map((entry) => entry.label)).toEqual([
      'Bestellungen',
      'Verlauf',
      'Telefonbestellung',
      'Bewertungen',
      'Geräte',
      'Etiketten',
      'Zeiterfassung',
      'Dienstplan',
      'Statistik',
    ]);
    expect(
      adminNavSections().map(({ section, items }) => [section, items.map((entry) => entry.label)]),
    ).toEqual([
      ['Organisation', ['Filialen', 'Tische', 'Abteilungen', 'Organisationen', 'Benutzer']],
      ['Katalog', ['Produktkataloge', 'Kategorien', 'Produkte', 'Tags']],
      ['Inhalte', ['Seiten', 'Inhaltsblöcke', 'Navigationen', 'Spendenempfänger']],
      ['Medien', ['Bilder', 'Dateien', 'Bildvorlagen']],
      ['Digital Signage', ['Filmsequenzen', 'Streams', 'TVs']],
      ['Personal', ['Urlaubskonten', 'Projekte', 'Aufgaben']],
      ['Einstellungen', ['Konfiguration', 'Protokoll']],
    ]);
  });

  it.each([
    ['/backend/orders', 'Bestellungen', true],
    ['/backend/orders/12', 'Bestellungen', true],
    ['/backend/orders/', 'Bestellungen', true],
    ['/backend/orders/history', 'Bestellungen', false],
    ['/backend/orders/history', 'Verlauf', true],
    ['/backend/orders/new', 'Bestellungen', false],
    ['/backend/orders/new', 'Telefonbestellung', true],
    ['/backend/ordersx', 'Bestellungen', false],
    ['/backend/devices', 'Geräte', true],
    ['/backend/divisions', 'Organisationen', true],
    ['/backend/donatees', 'Spendenempfänger', true],
    ['/backend/schedule', 'Dienstplan', true],
    ['/backend/statistics', 'Statistik', true],
    ['/backend/signage/streams', 'Streams', true],
    ['/backend/signage/streams', 'Filmsequenzen', false],
  ])('%s marks %s: %s', (path, label, expected) => {
    expect(isCurrentNavItem(item(label), path)).toBe(expected);
  });
});
