import { observer } from 'mobx-react-lite';
import { SignageSegmentView, SignageStage } from '@bestellwerk/ui/signage';
import type { PlaybackSlot } from './playback-store.js';
import type { PlayerSession } from './player-session.js';

type LayerState = 'leaving' | 'shown' | 'incoming';

/**
 * The TV's stage with up to three stacked layers: the segment fading out, the one shown, and
 * the next one loading unseen on top until its media are ready.
 */
export const SignagePlayer = observer(function SignagePlayer({
  session,
}: {
  session: PlayerSession;
}) {
  const { playback, display: store, media } = session;
  const display = store.display;
  if (!display) return null;
  const pricesFresh = store.pricesFresh(playback.now);
  const slots: [PlaybackSlot, LayerState][] = [];
  if (playback.leaving) slots.push([playback.leaving, 'leaving']);
  if (playback.shown) slots.push([playback.shown, 'shown']);
  if (playback.incoming) slots.push([playback.incoming, 'incoming']);
  // By key, so a layer keeps its element from loading to showing to leaving.
  slots.sort((a, b) => a[0].key - b[0].key);
  return (
    <div
      className="signage-player"
      data-segment-changes={playback.changes}
      data-segment-id={playback.shown?.segment.id ?? ''}
    >
      <SignageStage orientation={display.device.orientation} rotateToFit>
        {slots.map(([slot, state]) => (
          <div
            key={slot.key}
            className={`signage-layer signage-layer--${state}`}
            style={{ transitionDuration: `${playback.fadeMs()}ms` }}
            aria-hidden={state === 'shown' ? undefined : true}
          >
            <SignageSegmentView
              segment={playback.segmentOf(slot)}
              display={display}
              now={playback.now}
              pricesFresh={pricesFresh}
              mediaUrl={media.url}
              onReady={state === 'incoming' ? () => playback.ready(slot.key) : undefined}
            />
          </div>
        ))}
        {slots.length === 0 ? (
          <p className="signage-player__empty">Derzeit ist nichts zu sehen.</p>
        ) : null}
      </SignageStage>
    </div>
  );
});
