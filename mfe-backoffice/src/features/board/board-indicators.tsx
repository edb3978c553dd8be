import { observer } from 'mobx-react-lite';
import { Checkbox } from '../../shared/layout/index.js';
import { useOrderBoard, useOrderChime } from './board-context.js';

/** The number of new unconfirmed orders of the board's branch, announced when it changes. */
export const NewOrdersBadge = observer(function NewOrdersBadge() {
  const count = useOrderBoard().newOrderCount;
  return (
    <span
      className={count === 0 ? 'bo-badge bo-badge--zero' : 'bo-badge'}
      role="status"
      data-testid="new-orders-badge"
    >
      {count}
      <span className="bw-visually-hidden">
        {count === 1 ? ' neue Bestellung' : ' neue Bestellungen'}
      </span>
    </span>
  );
});

/**
 * The switch of the new-order sound. Browsers allow sound only after the user interacted with
 * the page, so switching it on (a click) also unlocks it; until then a hint says so.
 */
export const SoundToggle = observer(function SoundToggle() {
  const board = useOrderBoard();
  const chime = useOrderChime();
  if (!chime.isSupported) return null;
  return (
    <span className="bo-sound">
      <Checkbox
        label="Ton aktivieren"
        checked={board.soundEnabled}
        onChange={(checked) => {
          chime.unlock();
          board.setSoundEnabled(checked);
        }}
      />
      {board.soundEnabled ? (
        // Hidden, not removed, once unlocked: the first click on the page unlocks the sound,
        // and a bar that shrank under the pointer would let that click miss its button.
        <span
          className="bw-muted bo-sound__hint"
          hidden={chime.unlocked}
          aria-hidden={chime.unlocked || undefined}
        >
          Ton nach dem ersten Klick auf die Seite
        </span>
      ) : null}
    </span>
  );
});

/** How the board stays current: 'Live' over the event stream, else polling every 10 s. */
export const ConnectionState = observer(function ConnectionState() {
  const live = useOrderBoard().connection === 'live';
  return (
    <p className={live ? 'bo-connection bo-connection--live' : 'bo-connection'} role="status">
      <span className="bo-connection__dot" aria-hidden="true" />
      {live ? 'Live' : 'Aktualisierung alle 10 s'}
    </p>
  );
});
