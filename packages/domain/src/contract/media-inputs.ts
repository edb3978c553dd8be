import type { Id, IdRef } from './common.js';
import type { InputLimits } from './input-limits.js';
import type { ImageTemplateLayerType } from './media.js';

/** Largest canvas side and coordinate of an image template, in pixels. */
export const IMAGE_TEMPLATE_MAX_PIXELS = 10_000;

/** A layer as staff enter it; with the id of an existing layer it is changed in place. */
export interface ImageTemplateLayerInput {
  id?: Id;
  type: ImageTemplateLayerType;
  name?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  text?: string;
  /** Font id. */
  font?: Id | null;
  fontSize?: number;
  /** `#rrggbb` (RGB_HEX_COLOR). */
  color?: string;
  image?: IdRef | null;
}

export const ImageTemplateLayerLimits = {
  name: 255,
  text: 5000,
} as const satisfies InputLimits<ImageTemplateLayerInput>;

/** POST/PUT /api/image-templates. */
export interface ImageTemplateInput {
  name: string;
  width?: number;
  height?: number;
  layers?: ImageTemplateLayerInput[];
}

export const ImageTemplateLimits = { name: 255 } as const satisfies InputLimits<ImageTemplateInput>;

/** POST /api/labels: a sheet of price labels (products in print order, repeats print twice). */
export interface LabelsInput {
  layout: string;
  products: IdRef[];
  /** Labels per product (default 1). */
  copies?: number;
}
