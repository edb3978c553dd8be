export { pageCount, pagingOf, type Paging } from '../../shared/layout/index.js';

/** '1 Bestellung', '1.234 Bestellungen'. */
export function orderCountText(total: number): string {
  return total === 1 ? '1 Bestellung' : `${total.toLocaleString('de-DE')} Bestellungen`;
}
