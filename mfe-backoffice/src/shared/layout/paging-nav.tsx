import { Button } from '@bestellwerk/ui';
import type { Paging } from './paging.js';

export interface PagingNavProps {
  paging: Paging;
  /** Goes to a page (1 … pages). */
  onPage: (page: number) => void;
}

/** 'Zurück', 'Seite 2 von 5', 'Weiter' below a paged list; only the label when one page holds all. */
export function PagingNav({ paging, onPage }: PagingNavProps) {
  if (paging.pages <= 1) return <p className="bw-muted">{paging.label}</p>;
  return (
    <nav aria-label="Seiten" className="bo-paging">
      <Button
        variant="secondary"
        disabled={!paging.hasPrevious}
        onClick={() => onPage(paging.page - 1)}
      >
        Zurück
      </Button>
      <span>{paging.label}</span>
      <Button
        variant="secondary"
        disabled={!paging.hasNext}
        onClick={() => onPage(paging.page + 1)}
      >
        Weiter
      </Button>
    </nav>
  );
}
