import type { DateTimeString, Id, Image } from './common.js';
import { MAX_DATA_URL_LENGTH, type InputLimits } from './input-limits.js';

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

/** A font of the list: its variant's display name and whether its file is uploaded or packaged. */
export interface FontListEntry extends Font {
  /** `700italic` → 'Bold Italic'. */
  label: string;
  source: 'upload' | 'package' | 'none';
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

/** Largest file (decoded) accepted for an image or an upload: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File extensions /api/uploads accepts; the content must match the kind of the extension. */
export const UPLOAD_EXTENSIONS = [
  'txt',
  'csv',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'svg',
  'mp4',
  'mpeg',
  'webm',
  'zip',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** Extensions the image and images parts of a configurable product accept. */
export const IMAGE_PART_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Image file kinds /api/images accepts (by content): JPEG, PNG, GIF, WebP. No SVG. */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** An image as staff see it in the media library: the public fields plus file details. */
export interface StoredImage extends Image {
  /** File name it was uploaded with. */
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  createdAt: DateTimeString;
  updatedAt: DateTimeString;
}

/** POST /api/images: the file as a data URL (`data:image/png;base64,…`). */
export interface ImageCreateInput {
  data: string;
  alt?: string;
  name?: string;
}

export const ImageCreateLimits = {
  data: MAX_DATA_URL_LENGTH,
  alt: 255,
  name: 255,
} as const satisfies InputLimits<ImageCreateInput>;

/** PUT /api/images/{id}: a new file (raises the version), alt text and/or name. */
export type ImageUpdateInput = Partial<ImageCreateInput>;

/** POST /api/uploads: the file as a data URL and its file name (the extension counts). */
export interface UploadCreateInput {
  data: string;
  name: string;
}

export const UploadCreateLimits = {
  data: MAX_DATA_URL_LENGTH,
  name: 255,
} as const satisfies InputLimits<UploadCreateInput>;

/** PUT /api/uploads/{id}. */
export type UploadUpdateInput = Partial<UploadCreateInput>;
