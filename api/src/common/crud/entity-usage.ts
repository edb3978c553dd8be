import { formatCalendarDate } from '@bestellwerk/domain';
import type { EntityManager, EntityMetadata, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { ResourceNames } from './crud-resource.js';
import { detachesOnDelete, isOwnReference } from './delete-policy.js';
import { JSON_REFERENCES } from './json-references.js';
import { resourceNamesOf, withArticle } from './resource-names.registry.js';

/** How many users a 409 names; the rest are counted („… und 2 weitere“). */
export const NAMED_USERS = 3;

/** One record that still uses the record to be deleted. */
export interface EntityUser {
  names: ResourceNames;
  label: string;
}

/** The first users (at most NAMED_USERS) and how many there are in all. */
export interface EntityUsage {
  users: EntityUser[];
  total: number;
}

/** How a row is named in messages, for tables whose rows have no name of their own. */
const ROW_LABELS: Record<string, (row: ObjectLiteral) => string> = {
  customer_order: (row) =>
    `Nr. ${row.ticketNumber} vom ${formatCalendarDate(String(row.businessDay))}`,
};

/** The name a user knows a record by: its name, title, identifier or username, else its id. */
export function rowLabel(tableName: string, row: ObjectLiteral): string {
  const special = ROW_LABELS[tableName];
  if (special) return special(row);
  for (const key of ['name', 'title', 'identifier', 'username', 'label']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return `Nr. ${row.id}`;
}

function userOf(metadata: EntityMetadata, row: ObjectLiteral): EntityUser {
  return {
    names: resourceNamesOf(metadata.target, metadata.tableName),
    label: rowLabel(metadata.tableName, row),
  };
}

async function relationalUsage(
  manager: EntityManager,
  target: EntityMetadata,
  id: number,
): Promise<EntityUsage[]> {
  const found: EntityUsage[] = [];
  for (const metadata of manager.connection.entityMetadatas) {
    for (const relation of metadata.relations) {
      if (!isOwnReference(relation) || detachesOnDelete(relation)) continue;
      if (relation.inverseEntityMetadata.target !== target.target) continue;
      const where = { [relation.propertyName]: { id } } as FindOptionsWhere<ObjectLiteral>;
      const total = await manager.count(metadata.target, { where });
      if (total === 0) continue;
      const rows = await manager.find(metadata.target, {
        where,
        order: { id: 'ASC' },
        take: NAMED_USERS,
      });
      found.push({ users: rows.map((row) => userOf(metadata, row)), total });
    }
  }
  return found;
}

async function jsonUsage(
  manager: EntityManager,
  target: EntityMetadata,
  id: number,
): Promise<EntityUsage[]> {
  const found: EntityUsage[] = [];
  for (const reference of JSON_REFERENCES) {
    const idsOf = reference.targets[target.tableName];
    const metadata = manager.connection.entityMetadatas.find(
      (candidate) => candidate.tableName === reference.table,
    );
    if (!idsOf || !metadata) continue;
    const rows: ObjectLiteral[] = await manager.find<ObjectLiteral>(metadata.target, {
      order: { id: 'ASC' },
    });
    const users = rows.filter(
      (row) =>
        !(metadata.target === target.target && row.id === id) &&
        idsOf(row[reference.column]).includes(id),
    );
    if (users.length) {
      found.push({
        users: users.slice(0, NAMED_USERS).map((row) => userOf(metadata, row)),
        total: users.length,
      });
    }
  }
  return found;
}

/**
 * The records that keep the record `id` of `target` from being deleted: many-to-one
 * references the database would refuse, and ids inside JSON (delete-policy.ts). References
 * the database detaches are not counted. Run it in the delete's transaction.
 */
export async function findBlockingUsage(
  manager: EntityManager,
  target: EntityMetadata,
  id: number,
): Promise<EntityUsage> {
  const parts = [
    ...(await relationalUsage(manager, target, id)),
    ...(await jsonUsage(manager, target, id)),
  ];
  return {
    users: parts.flatMap((part) => part.users).slice(0, NAMED_USERS),
    total: parts.reduce((sum, part) => sum + part.total, 0),
  };
}

/**
 * „Die Kategorie „Brot“ wird noch verwendet: Produktkatalog „Sommer 2026“ … und 2 weitere.“
 */
export function stillUsedMessage(names: ResourceNames, label: string, usage: EntityUsage): string {
  const named = usage.users.map((user) => `${user.names.one} „${user.label}“`).join(', ');
  const more = usage.total - usage.users.length;
  const rest = more > 0 ? ` … und ${more} weitere` : '';
  return `${withArticle(names)} „${label}“ wird noch verwendet: ${named}${rest}.`;
}
