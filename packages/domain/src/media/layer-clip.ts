/** A rectangle in pixels: its top-left corner and size. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the visible part of a layer goes on the canvas, and which part of the layer it is. */
export interface ClippedLayer {
  left: number;
  top: number;
  extract: { left: number; top: number; width: number; height: number };
}

/**
 * The part of a layer of `width` × `height` at (`x`, `y`) that lies on a canvas of the given
 * size: its position on the canvas and the region to cut from the layer. Null when nothing of
 * the layer is visible (outside the canvas, or empty).
 */
export function clipLayer(
  canvas: { width: number; height: number },
  layer: PixelRect,
): ClippedLayer | null {
  const left = Math.max(0, layer.x);
  const top = Math.max(0, layer.y);
  const right = Math.min(canvas.width, layer.x + layer.width);
  const bottom = Math.min(canvas.height, layer.y + layer.height);
  if (right <= left || bottom <= top) return null;
  return {
    left,
    top,
    extract: {
      left: left - layer.x,
      top: top - layer.y,
      width: right - left,
      height: bottom - top,
    },
  };
}
