// The German one-line report of `npm run seed`.
import type { LoadDemoDataResult } from './load-demo-data.js';

/** German names of the counted collections, in the order they are reported. */
const NAMES: [collection: string, one: string, many: string][] = [
  ['branches', 'Filiale', 'Filialen'],
  ['deliveryAreas', 'Liefergebiet', 'Liefergebiete'],
  ['tables', 'Tisch', 'Tische'],
  ['products', 'Produkt', 'Produkte'],
  ['categories', 'Kategorie', 'Kategorien'],
  ['images', 'Bild', 'Bilder'],
  ['menus', 'Produktkatalog', 'Produktkataloge'],
  ['sites', 'Seite', 'Seiten'],
  ['blocks', 'Inhalt', 'Inhalte'],
  ['navigations', 'Navigation', 'Navigationen'],
  ['users', 'Benutzer', 'Benutzer'],
  ['workingSchedules', 'Planung', 'Planungen'],
  ['workingActivities', 'Aktivität', 'Aktivitäten'],
  ['absences', 'Abwesenheit', 'Abwesenheiten'],
  ['holidayBalances', 'Urlaubskonto', 'Urlaubskonten'],
  ['tags', 'Tag', 'Tags'],
  ['divisions', 'Organisation', 'Organisationen'],
  ['departments', 'Abteilung', 'Abteilungen'],
  ['donatees', 'Spendenempfänger', 'Spendenempfänger'],
  ['devices', 'Gerät', 'Geräte'],
  ['signageSegments', 'Filmsequenz', 'Filmsequenzen'],
  ['signageStreams', 'Stream', 'Streams'],
  ['signageDevices', 'TV', 'TVs'],
  ['projects', 'Projekt', 'Projekte'],
  ['tasks', 'Aufgabe', 'Aufgaben'],
  ['orders', 'Bestellung', 'Bestellungen'],
  ['visits', 'Besuch', 'Besuche'],
];

/** The German sentence `npm run seed` prints for a load result. */
export function describeLoad(result: LoadDemoDataResult): string {
  if (!result.loaded) return 'Die Datenbank enthält bereits Daten; es wurde nichts geändert.';
  const parts = NAMES.filter(([collection]) => result.counts[collection]).map(
    ([collection, one, many]) => {
      const count = result.counts[collection];
      return `${count} ${count === 1 ? one : many}`;
    },
  );
  return `Demodaten geladen: ${parts.join(', ')}.`;
}
