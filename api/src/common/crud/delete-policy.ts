import type { RelationMetadata } from 'typeorm';

/**
 * What deleting a record does to the records that use it (issue 7). The rule: detach where a
 * user expects the reference to simply go away, refuse (German 409 naming the users) where
 * deleting would silently break something that was built on purpose.
 *
 * Detached (declared on the relation, done by the database in the delete's transaction):
 * - many-to-many lists lose the entry: a tag leaves its branches, an image leaves product and
 *   branch galleries, a bundle loses a deleted part, a menu and a user lose a deleted branch;
 * - optional references become empty (`onDelete: 'SET NULL'`): logos, category/tag images,
 *   devices and TVs of a deleted branch, tasks of a deleted project, orders of a deleted
 *   donatee, order items of a deleted product (they keep their snapshot);
 * - parts owned by the record go with it (`onDelete: 'CASCADE'`): tables and departments of a
 *   branch, stream entries of a segment, schedules and sessions of a user.
 * - a deleted product leaves the menus' catalogues (MenuCatalogSubscriber), like a bundle part.
 *
 * Refused (409 „Die Filiale „Graz“ wird noch verwendet: Bestellung „Nr. 7 vom 20.03.2024“.“):
 * - every other many-to-one reference (`NO ACTION`/`RESTRICT`): a branch with orders;
 * - references kept as ids inside JSON (see json-references.ts): a category placed in a menu
 *   (deleting it would drop all its product placements), a page or branch linked from a
 *   navigation, a page linked from another page or a block (teasers, link fields, privacy page).
 */
const DETACHING_ON_DELETE = new Set(['CASCADE', 'SET NULL']);

/** Whether the database itself detaches (or deletes) the rows of `relation` on delete. */
export function detachesOnDelete(relation: RelationMetadata): boolean {
  return DETACHING_ON_DELETE.has(relation.onDelete ?? 'NO ACTION');
}

/** Whether `relation` is a reference held by its own row (a foreign key column). */
export function isOwnReference(relation: RelationMetadata): boolean {
  return relation.isManyToOne || relation.isOneToOneOwner;
}
