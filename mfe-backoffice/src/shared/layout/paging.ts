/** Where a paged list stands: the page shown, how many there are, and where one can go. */
export interface Paging {
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** 'Seite 2 von 5'. */
  label: string;
}

/** Number of pages for `total` entries, at least 1 (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The paging of a list of `total` entries on `page` (clamped into 1 … page count). */
export function pagingOf(total: number, page: number, pageSize: number): Paging {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    page: current,
    pages,
    hasPrevious: current > 1,
    hasNext: current < pages,
    label: `Seite ${current} von ${pages}`,
  };
}

/**
 * The total of a paged list: the X-Total-Count the API sent, or, without it, what the pages up
 * to this one hold.
 */
export function pagedTotal(
  total: number | null | undefined,
  page: number,
  pageSize: number,
  itemsOnPage: number,
): number {
  return total ?? (page - 1) * pageSize + itemsOnPage;
}
