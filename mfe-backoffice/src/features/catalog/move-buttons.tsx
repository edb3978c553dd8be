import { Button } from '@bestellwerk/ui';

export interface MoveButtonsProps {
  /** What the buttons move, in their accessible names ('Teil 2 „Größe“'). */
  name: string;
  index: number;
  count: number;
  /** Prefix of the buttons' ids: `${idPrefix}-up`, `-down`, `-remove`. */
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** 'Nach oben', 'Nach unten' and 'Entfernen' of a list entry, named with the entry. */
export function MoveButtons({ name, index, count, idPrefix, onMove, onRemove }: MoveButtonsProps) {
  return (
    <div className="bo-editor__entry-actions">
      <Button
        variant="secondary"
        id={`${idPrefix}-up`}
        aria-label={`${name} nach oben`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        Nach oben
      </Button>
      <Button
        variant="secondary"
        id={`${idPrefix}-down`}
        aria-label={`${name} nach unten`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        Nach unten
      </Button>
      <Button
        variant="secondary"
        id={`${idPrefix}-remove`}
        aria-label={`${name} entfernen`}
        onClick={onRemove}
      >
        Entfernen
      </Button>
    </div>
  );
}

/**
 * The id to focus after a move: the same button of the moved entry while it can still move
 * that way, else its other move button.
 */
export function focusAfterMove(
  idOf: (index: number, action: 'up' | 'down') => string,
  from: number,
  to: number,
  count: number,
): string {
  const action = to < from ? 'up' : 'down';
  const stillThere = action === 'up' ? to > 0 : to < count - 1;
  return idOf(to, stillThere ? action : action === 'up' ? 'down' : 'up');
}
