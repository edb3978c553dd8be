import { BACKOFFICE_NAV, isCurrentNavItem, visibleNavItems } from './backoffice-nav.js';

const item = (label: string) => BACKOFFICE_NAV.find((entry) => entry.label === label)!;

describe('backoffice navigation', () => {
  it('shows Benutzer and the administration screens to administrators only', () => {
    expect(visibleNavItems(true).map((entry) => entry.label)).toEqual([
      'Bestellungen',
      'Verlauf',
      'Telefonbestellung',
      'Geräte',
      'Benutzer',
      'Organisationen',
      'Abteilungen',
      'Tags',
      'Spendenempfänger',
    ]);
    expect(visibleNavItems(false).map((entry) => entry.label)).toEqual([
      'Bestellungen',
      'Verlauf',
      'Telefonbestellung',
      'Geräte',
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
  ])('%s marks %s: %s', (path, label, expected) => {
    expect(isCurrentNavItem(item(label), path)).toBe(expected);
  });
});
