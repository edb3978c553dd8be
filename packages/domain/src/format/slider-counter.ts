/** Least horizontal travel of a touch that turns the slider (storefront.md §9). */
export const SLIDER_SWIPE_THRESHOLD_PX = 50;

/**
 * The slider's position text: 1-based index and count, each at least two digits, e.g. '01 / 05'
 * for the first of five. The index is clamped into the slides; no slides → empty text.
 */
export function sliderCounterText(index: number, count: number): string {
  if (!(count >= 1)) return '';
  const current = clampSliderIndex(index, count) + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(current)} / ${pad(Math.floor(count))}`;
}

/**
 * The slide index after moving by `step` (−1 previous, +1 next): within 0…count−1, without
 * wrapping around at either end.
 */
export function moveSliderIndex(index: number, step: number, count: number): number {
  return clampSliderIndex(index + step, count);
}

function clampSliderIndex(index: number, count: number): number {
  const last = Math.max(0, Math.floor(count) - 1);
  return Math.min(Math.max(0, Math.trunc(index) || 0), last);
}
