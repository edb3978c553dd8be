import type { ImageTemplate, ImageTemplateLayer } from '../contract/media.js';
import { clipLayer } from '../media/layer-clip.js';

/** A layer of an image template as a screen places it, in template pixels. */
export interface PlacedTemplateLayer {
  layer: ImageTemplateLayer;
  left: number;
  top: number;
  /** Width of the box; text without a width wraps at the canvas edge. */
  width: number;
  /** Height of the box; null lets text and images take their own height. */
  height: number | null;
  /** The layer's colour when it is a #RRGGBB colour, else black (as the API's renderer). */
  color: string;
}

const COLOR = /^#[0-9A-Fa-f]{6}$/;

/**
 * The layers of an image template in painting order (position, then id), placed as the API's
 * PNG renderer places them: shapes and images in their box cut at the canvas, text wrapped at
 * the layer's width or at the canvas edge; layers entirely off the canvas, empty text and
 * image layers without an image are left out.
 */
export function placedTemplateLayers(template: ImageTemplate): PlacedTemplateLayer[] {
  const canvas = { width: template.width, height: template.height };
  const placed: PlacedTemplateLayer[] = [];
  const layers = [...template.layers].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const layer of layers) {
    const color = COLOR.test(layer.color) ? layer.color : '#000000';
    if (layer.type === 'text') {
      if (!layer.text.trim()) continue;
      const width = layer.width > 0 ? layer.width : canvas.width - Math.max(0, layer.x);
      if (width < 1 || layer.x >= canvas.width || layer.y >= canvas.height) continue;
      placed.push({
        layer,
        left: layer.x,
        top: layer.y,
        width,
        height: layer.height > 0 ? layer.height : null,
        color,
      });
      continue;
    }
    let { width, height } = layer;
    if (layer.type === 'image') {
      if (!layer.image) continue;
      // Without a box the image keeps its own size; with one side only, its aspect ratio.
      const ratio = layer.image.width > 0 ? layer.image.height / layer.image.width : 1;
      if (width <= 0 && height <= 0) ({ width, height } = layer.image);
      else if (width <= 0) width = Math.round(height / ratio);
      else if (height <= 0) height = Math.round(width * ratio);
    }
    if (!clipLayer(canvas, { x: layer.x, y: layer.y, width, height })) continue;
    placed.push({ layer, left: layer.x, top: layer.y, width, height, color });
  }
  return placed;
}
