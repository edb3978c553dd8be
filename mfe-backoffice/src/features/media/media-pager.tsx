import { Button } from '@bestellwerk/ui';

/** Entries per page of the media lists. */
export const MEDIA_PAGE_SIZE = 24;

/** The list request of a media page: `/images?page=2&pageSize=24`. */
export function mediaListUrl<Path extends 'images' | 'uploads'>(
  path: Path,
  page: number,
): `/${Path}?page=${number}&pageSize=${number}` {
  return `/${path}?page=${page}&pageSize=${MEDIA_PAGE_SIZE}`;
}

export interface MediaPagerProps {
  /** The navigation's name: 'Seiten: Bilder'. */
  label: string;
  page: number;
  /** The list's total (X-Total-Count), null when the server sent none. */
  total: number | null;
  /** Entries on this page. */
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Back and forward through a paged list, with 'Seite 2 von 5'. */
export function MediaPager({ label, page, total, count, pageSize, onPage }: MediaPagerProps) {
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = pages === null ? count === pageSize : page < pages;
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="bo-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span aria-live="polite">
        {pages === null ? `Seite ${page}` : `Seite ${page} von ${pages}`}
      </span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Weiter
      </Button>
    </nav>
  );
}
