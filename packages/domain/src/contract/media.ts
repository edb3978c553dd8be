import type { Id, Image } from './common.js';

export const FONT_WEIGHTS = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
} as const;

/** A web font family and variant (e.g. `Lora`, `700italic`). */
export interface Font {
  id: Id;
  family: string;
  variant: string;
}

export const IMAGE_TEMPLATE_LAYER_TYPES = ['image', 'text', 'shape'] as const;
export type ImageTemplateLayerType = (typeof IMAGE_TEMPLATE_LAYER_TYPES)[number];

/** One layer of an image template, painted in `position` order. */
export interface ImageTemplateLayer {
  id: Id;
  position: number;
  type: ImageTemplateLayerType;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  font: Id | null;
  fontSize: number;
  color: string;
  image: Image | null;
}

/** A template that composes images (menu boards, social posts) from layers. */
export interface ImageTemplate {
  id: Id;
  name: string;
  width: number;
  height: number;
  layers: ImageTemplateLayer[];
}
