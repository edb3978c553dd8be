import type { SignageDisplay } from '@bestellwerk/domain';
import { SignageSegmentView, SignageStage } from '@bestellwerk/ui/signage';

/**
 * The preview's TV: the player's own stage and board at the device's aspect ratio, scaled to
 * the preview's width. Prices show as fresh (the preview reads the lists just loaded).
 */
export function PreviewScreen({ display, now }: { display: SignageDisplay; now: Date }) {
  const segment = display.playlist[0]?.segment;
  const { orientation } = display.device;
  return (
    <div
      className={`bo-signage-screen bo-signage-screen--${orientation}`}
      role="img"
      aria-label={`TV-Vorschau (${orientation === 'portrait' ? 'Hochformat' : 'Querformat'})`}
    >
      <SignageStage orientation={orientation}>
        {segment ? (
          <SignageSegmentView segment={segment} display={display} now={now} pricesFresh />
        ) : null}
      </SignageStage>
    </div>
  );
}
