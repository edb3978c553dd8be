/** Smallest side of an image /api/images accepts, in pixels. */
export const MIN_IMAGE_SIDE = 1;

/** Largest side of an image /api/images accepts, in pixels. */
export const MAX_IMAGE_SIDE = 20_000;

/** Most pixels an image may have (50 megapixels), so decoding stays within memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const count = (value: number) => value.toLocaleString('de-DE');

/**
 * The German message for an image whose pixel size is outside the limits, or null when it
 * fits: at least MIN_IMAGE_SIDE on each side, at most MAX_IMAGE_SIDE, at most MAX_IMAGE_PIXELS.
 */
export function imageDimensionProblem(width: number, height: number): string | null {
  const size = `${count(width)} × ${count(height)} Pixel`;
  if (!(width >= MIN_IMAGE_SIDE && height >= MIN_IMAGE_SIDE))
    return `Das Bild ist zu klein (${size}). Es muss mindestens ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} Pixel groß sein.`;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    return `Das Bild ist zu groß (${size}). Jede Seite darf höchstens ${count(MAX_IMAGE_SIDE)} Pixel lang sein.`;
  if (width * height > MAX_IMAGE_PIXELS)
    return `Das Bild hat zu viele Pixel (${size}). Erlaubt sind höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel.`;
  return null;
}
