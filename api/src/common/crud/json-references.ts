/**
 * References kept as ids inside JSON columns, which no foreign key protects: per table and
 * column, the ids a stored value points to, by the table they point to. Deleting a record
 * they point to is refused (see delete-policy.ts).
 */
export interface JsonReference {
  table: string;
  column: string;
  targets: Record<string, (value: unknown) => number[]>;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Category ids of a menu catalogue (`[{ id, products }]`). */
export function categoryIdsInCatalog(catalog: unknown): number[] {
  if (!Array.isArray(catalog)) return [];
  return catalog.map((category) => (isObject(category) ? category.id : null)).filter(isId);
}

/** Ids of the items of `type` ('site' or 'branch') anywhere in a navigation tree. */
export function navigationTargets(type: 'site' | 'branch'): (items: unknown) => number[] {
  const collect = (items: unknown): number[] =>
    Array.isArray(items)
      ? items.flatMap((item) =>
          isObject(item)
            ? [
                ...(item.type === type && isId(item.target) ? [item.target] : []),
                ...collect(item.children),
              ]
            : [],
        )
      : [];
  return collect;
}

/**
 * Page ids in a page body or block value: specialty teasers (`{ site }`), the form's privacy
 * page (`privacySite`) and link fields (`{ label, target, url }`).
 */
export function siteIdsInContent(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(siteIdsInContent);
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if ((key === 'site' || key === 'privacySite') && isId(item)) return [item];
    if (key === 'target' && 'url' in value) return isId(item) ? [item] : [];
    return siteIdsInContent(item);
  });
}

export const JSON_REFERENCES: readonly JsonReference[] = [
  // Products in catalogues are detached instead (MenuCatalogSubscriber).
  { table: 'menu', column: 'catalog', targets: { category: categoryIdsInCatalog } },
  {
    table: 'navigation',
    column: 'items',
    targets: { site: navigationTargets('site'), branch: navigationTargets('branch') },
  },
  { table: 'site', column: 'content', targets: { site: siteIdsInContent } },
  { table: 'block', column: 'value', targets: { site: siteIdsInContent } },
];
