import type { InitEntry, Menu, Product } from '@bestellwerk/domain';

type Payload<U extends InitEntry['url']> = Extract<InitEntry, { url: U }>['data'];

const dataOf = <U extends InitEntry['url']>(entries: InitEntry[], url: U): Payload<U> | undefined =>
  entries.find((entry) => entry.url === url)?.data as Payload<U> | undefined;

/** The ids of the public branches in the init entries, by identifier. */
export function publicBranchIds(entries: InitEntry[]): Map<string, number> {
  return new Map((dataOf(entries, '/api/branches') ?? []).map((b) => [b.identifier, b.id]));
}

/** The ids of the products the menus list, with the parts of the bundles among them. */
function listedProductIds(menus: Menu[], products: Product[]): Set<number> {
  const listed = new Set(
    menus.flatMap((menu) => menu.catalog.flatMap((group) => group.products.map((p) => p.id))),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  // A bundle's parts are products of their own that its dialog shows (parts of parts too).
  const open = [...listed];
  while (open.length > 0) {
    for (const part of byId.get(open.pop()!)?.bundleProducts ?? []) {
      if (listed.has(part.id)) continue;
      listed.add(part.id);
      open.push(part.id);
    }
  }
  return listed;
}

/**
 * The anonymous init entries of one branch's pages: the menus assigned to the branch (every one,
 * so the active menu can change while the page is open) and only the products they list, with
 * bundle parts; everything else as for all branches. At 6,000 products in a chain of 20 branches
 * this is a twentieth of the catalogue.
 */
export function branchStartData(entries: InitEntry[], branchId: number): InitEntry[] {
  const menus = (dataOf(entries, '/api/menus') ?? []).filter((menu) =>
    menu.branches.includes(branchId),
  );
  const products = dataOf(entries, '/api/products') ?? [];
  const listed = listedProductIds(menus, products);
  return entries.map((entry): InitEntry => {
    if (entry.url === '/api/menus') return { url: entry.url, data: menus };
    if (entry.url === '/api/products')
      return { url: entry.url, data: products.filter((product) => listed.has(product.id)) };
    return entry;
  });
}
