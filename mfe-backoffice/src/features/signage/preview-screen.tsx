import type { SignageDisplay } from '@bestellwerk/domain';

/** The preview's screen at the TV's aspect ratio (the player's renderers follow). */
export function PreviewScreen({ display }: { display: SignageDisplay }) {
  const segment = display.playlist[0]?.segment;
  return (
    <div
      className={`bo-signage-screen bo-signage-screen--${display.device.orientation}`}
      aria-label="TV-Vorschau"
      role="img"
    >
      <p>{segment?.name}</p>
    </div>
  );
}
