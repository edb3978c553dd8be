import type { ReactNode } from 'react';
import { moveEntry, removeEntry } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { useFocusAfterRender } from './use-focus-after.js';

export type MoveDirection = 'up' | 'down';

export interface EntryMoveButtonsProps {
  /** The entry in the buttons' accessible names: 'Teil 1' gives 'Teil 1 nach oben'. */
  name: string;
  /** The id of a move button, so the focus can be put back on it after a move. */
  idOf: (direction: MoveDirection) => string;
  /** The id of 'Entfernen', where the screen needs one. */
  removeId?: string;
  /** Whether the entry can move that way (not at the list's ends). */
  canMove: Readonly<Record<MoveDirection, boolean>>;
  /** Disables all the buttons (a read-only list). */
  disabled?: boolean;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  /** Further buttons of the entry, between 'Nach unten' and 'Entfernen'. */
  children?: ReactNode;
}

/** 'Nach oben', 'Nach unten' and 'Entfernen' of a list entry, named with the entry. */
export function EntryMoveButtons({
  name,
  idOf,
  removeId,
  canMove,
  disabled,
  onMove,
  onRemove,
  children,
}: EntryMoveButtonsProps) {
  return (
    <div className="bo-editor__entry-actions">
      <Button
        variant="secondary"
        id={idOf('up')}
        aria-label={`${name} nach oben`}
        disabled={disabled || !canMove.up}
        onClick={() => onMove('up')}
      >
        Nach oben
      </Button>
      <Button
        variant="secondary"
        id={idOf('down')}
        aria-label={`${name} nach unten`}
        disabled={disabled || !canMove.down}
        onClick={() => onMove('down')}
      >
        Nach unten
      </Button>
      {children}
      <Button
        variant="secondary"
        id={removeId}
        aria-label={`${name} entfernen`}
        disabled={disabled}
        onClick={onRemove}
      >
        Entfernen
      </Button>
    </div>
  );
}

/** What a list hands each entry's buttons: their ids, where it can move, moving and removing. */
export type EntryButtonBindings = Pick<
  EntryMoveButtonsProps,
  'idOf' | 'canMove' | 'onMove' | 'onRemove'
>;

export interface ListEntryEdits {
  count: number;
  /** The id of entry `index`'s button for a direction. */
  buttonId: (index: number, direction: MoveDirection) => string;
  /** Moves the entry at `from` to `to` (the neighbouring place). */
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Where the focus goes after a removal (the add button); it stays where it is when null. */
  focusAfterRemove: string | null;
}

/** The moves and removals of a list that is handed back whole on each change. */
export function plainListEdits<T>(
  entries: T[],
  onChange: (entries: T[]) => void,
): Pick<ListEntryEdits, 'count' | 'move' | 'remove'> {
  return {
    count: entries.length,
    move: (from, to) => onChange(moveEntry(entries, from, to)),
    remove: (index) => onChange(removeEntry(entries, index)),
  };
}

/**
 * The button bindings of each entry of a list: an entry moves one place up or down but
 * not beyond the ends; the focus follows the moved entry's button, or goes to its other move
 * button once that end is reached, and to `focusAfterRemove` after a removal.
 */
export function useListEntryButtons(edits: ListEntryEdits): (index: number) => EntryButtonBindings {
  const focus = useFocusAfterRender();
  const { count, buttonId } = edits;
  const canMove = (index: number) => ({ up: index > 0, down: index < count - 1 });
  return (index) => ({
    idOf: (direction) => buttonId(index, direction),
    canMove: canMove(index),
    onMove: (direction) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      edits.move(index, to);
      focus(buttonId(to, canMove(to)[direction] ? direction : direction === 'up' ? 'down' : 'up'));
    },
    onRemove: () => {
      edits.remove(index);
      if (edits.focusAfterRemove) focus(edits.focusAfterRemove);
    },
  });
}
