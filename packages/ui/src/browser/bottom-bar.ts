/** The custom property holding the height of the bar fixed to the screen's bottom (ui.css). */
export const BOTTOM_BAR_HEIGHT_PROPERTY = '--bw-bottom-bar-height';

/**
 * Ref callback of a bar fixed to the bottom of the screen (the phone cart bar): while it is
 * mounted its height is kept in `--bw-bottom-bar-height` on the document, so the page leaves room
 * for it and the notices at the bottom (cookie banner, install and update prompts) sit above it
 * instead of under it. Unmounting gives the room back.
 */
export function reserveBottomBar(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement;
  const update = () =>
    root.style.setProperty(BOTTOM_BAR_HEIGHT_PROPERTY, `${bar.getBoundingClientRect().height}px`);
  update();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BOTTOM_BAR_HEIGHT_PROPERTY);
  };
}
