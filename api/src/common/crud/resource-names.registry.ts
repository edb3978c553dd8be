import type { ResourceNames } from './crud-resource.js';

/** German names of every CRUD resource by entity class, filled as resources are served. */
const namesByEntity = new Map<unknown, ResourceNames>();

/**
 * Entities that are no CRUD resource but may still use one (orders use their branch), by
 * table name.
 */
const namesByTable: Record<string, ResourceNames> = {
  customer_order: { one: 'Bestellung', many: 'Bestellungen' },
  order_item: { one: 'Bestellposition', many: 'Bestellpositionen' },
};

/** The grammatical article of each resource name, for sentences like „Die Kategorie …“. */
const ARTICLES: Record<string, 'Der' | 'Die' | 'Das'> = {
  Abteilung: 'Die',
  Aktivität: 'Die',
  Aufgabe: 'Die',
  Benutzer: 'Der',
  Bestellposition: 'Die',
  Bestellung: 'Die',
  Bild: 'Das',
  Bildvorlage: 'Die',
  Datei: 'Die',
  Filiale: 'Die',
  Filmsequenz: 'Die',
  Gerät: 'Das',
  Inhalt: 'Der',
  Kategorie: 'Die',
  Navigation: 'Die',
  Organisation: 'Die',
  Planung: 'Die',
  Produkt: 'Das',
  Produktkatalog: 'Der',
  Projekt: 'Das',
  Seite: 'Die',
  Spendenempfänger: 'Der',
  Stream: 'Der',
  Tag: 'Der',
  Tisch: 'Der',
  TV: 'Der',
};

/** Remembers the German names of a resource's entity (done for every CRUD resource served). */
export function registerResourceNames(entity: unknown, names: ResourceNames): void {
  namesByEntity.set(entity, names);
}

/** The German names of an entity class, else of its table, else the neutral „Eintrag“. */
export function resourceNamesOf(entity: unknown, tableName: string): ResourceNames {
  return (
    namesByEntity.get(entity) ?? namesByTable[tableName] ?? { one: 'Eintrag', many: 'Einträge' }
  );
}

/** „Die Kategorie“, „Das Produkt“; the bare name when its article is not known. */
export function withArticle(names: ResourceNames): string {
  const article = ARTICLES[names.one];
  return article ? `${article} ${names.one}` : names.one;
}
