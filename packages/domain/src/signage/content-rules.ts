import type { FieldError, Id } from '../contract/common.js';
import { HEX_COLOR } from '../contract/input-limits.js';
import {
  SIGNAGE_SEGMENT_TYPES,
  SIGNAGE_UNAVAILABLE_MODES,
  type SignageColors,
  type SignageContentByType,
  type SignageSegmentType,
} from '../contract/signage.js';

/** Longest title or caption of a board. */
export const SIGNAGE_TITLE_MAX_CHARS = 200;
/** Most categories one menu board lists. */
export const SIGNAGE_MENU_MAX_CATEGORIES = 50;

/** German messages of the content checks, each defined once. */
export const SIGNAGE_CONTENT_MESSAGES = {
  notObject: 'Der Inhalt der Filmsequenz ist ungültig.',
  color: 'Bitte eine Farbe im Format #RGB oder #RRGGBB angeben.',
  title: `Höchstens ${SIGNAGE_TITLE_MAX_CHARS} Zeichen.`,
  categories: `Bitte bis zu ${SIGNAGE_MENU_MAX_CATEGORIES} Kategorien (IDs) ohne Wiederholung angeben.`,
  unavailable: 'Nicht bestellbare Produkte werden entweder abgeblendet oder ausgeblendet.',
  flag: 'Bitte Ja oder Nein angeben.',
  fit: 'Die Darstellung ist entweder „cover“ oder „contain“.',
  image: 'Bitte ein Bild auswählen.',
  upload: 'Bitte ein Video auswählen.',
  imageTemplate: 'Bitte eine Bildvorlage auswählen.',
  html: 'Bitte einen Text eingeben.',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is Id =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

type Check = (content: Record<string, unknown>, errors: FieldError[]) => void;

const optionalText =
  (name: string): Check =>
  (content, errors) => {
    const value = content[name];
    if (value === undefined || value === null) return;
    if (typeof value !== 'string' || value.length > SIGNAGE_TITLE_MAX_CHARS)
      errors.push({ field: `content.${name}`, message: SIGNAGE_CONTENT_MESSAGES.title });
  };

const optionalFlag =
  (name: string): Check =>
  (content, errors) => {
    const value = content[name];
    if (value !== undefined && typeof value !== 'boolean')
      errors.push({ field: `content.${name}`, message: SIGNAGE_CONTENT_MESSAGES.flag });
  };

const requiredId =
  (name: 'image' | 'upload' | 'imageTemplate'): Check =>
  (content, errors) => {
    if (!isId(content[name]))
      errors.push({ field: `content.${name}`, message: SIGNAGE_CONTENT_MESSAGES[name] });
  };

const fit: Check = (content, errors) => {
  if (content.fit !== undefined && content.fit !== 'cover' && content.fit !== 'contain')
    errors.push({ field: 'content.fit', message: SIGNAGE_CONTENT_MESSAGES.fit });
};

const CHECKS: Record<SignageSegmentType, Check[]> = {
  menu: [
    optionalText('title'),
    (content, errors) => {
      const { categories } = content;
      if (categories === undefined) return;
      const valid =
        Array.isArray(categories) &&
        categories.length <= SIGNAGE_MENU_MAX_CATEGORIES &&
        categories.every(isId) &&
        new Set(categories).size === categories.length;
      if (!valid)
        errors.push({ field: 'content.categories', message: SIGNAGE_CONTENT_MESSAGES.categories });
    },
    (content, errors) => {
      const { unavailable } = content;
      if (
        unavailable !== undefined &&
        !(SIGNAGE_UNAVAILABLE_MODES as readonly unknown[]).includes(unavailable)
      )
        errors.push({
          field: 'content.unavailable',
          message: SIGNAGE_CONTENT_MESSAGES.unavailable,
        });
    },
    optionalFlag('showPrices'),
    optionalFlag('showImages'),
    optionalFlag('showAllergens'),
  ],
  image: [requiredId('image'), fit, optionalText('caption')],
  video: [requiredId('upload'), fit],
  text: [
    optionalText('title'),
    (content, errors) => {
      if (typeof content.html !== 'string' || content.html.trim() === '')
        errors.push({ field: 'content.html', message: SIGNAGE_CONTENT_MESSAGES.html });
    },
  ],
  template: [requiredId('imageTemplate')],
  pickup: [optionalText('title')],
};

/**
 * What is wrong with a segment's content for its type, as German field errors
 * (`content.categories`, `content.image`…). Colours are CSS hex colours; references must be
 * positive ids (whether they exist is the API's check). Unknown keys are not errors; they are
 * dropped by normaliseSignageContent.
 */
export function signageContentErrors(type: SignageSegmentType, content: unknown): FieldError[] {
  if (!SIGNAGE_SEGMENT_TYPES.includes(type)) return [];
  const record = content ?? {};
  if (!isRecord(record)) return [{ field: 'content', message: SIGNAGE_CONTENT_MESSAGES.notObject }];
  const errors: FieldError[] = [];
  for (const name of ['backgroundColor', 'textColor'] as const) {
    const value = record[name];
    if (
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(typeof value === 'string' && HEX_COLOR.test(value))
    )
      errors.push({ field: `content.${name}`, message: SIGNAGE_CONTENT_MESSAGES.color });
  }
  for (const check of CHECKS[type]) check(record, errors);
  return errors;
}

/** A board's colours when they are CSS hex colours; anything else is ignored, never drawn. */
export function signageColorsOf(content: Record<string, unknown>): SignageColors {
  const colors: SignageColors = {};
  if (typeof content.backgroundColor === 'string' && HEX_COLOR.test(content.backgroundColor))
    colors.backgroundColor = content.backgroundColor;
  if (typeof content.textColor === 'string' && HEX_COLOR.test(content.textColor))
    colors.textColor = content.textColor;
  return colors;
}

function textOf(content: Record<string, unknown>, name: string): { [key: string]: string } {
  const value = content[name];
  return typeof value === 'string' && value !== '' ? { [name]: value } : {};
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const fitOf = (value: unknown) =>
  (value === 'contain' ? 'contain' : 'cover') as 'cover' | 'contain';

/**
 * Valid content (see signageContentErrors) in its stored form: the type's keys only, with
 * defaults for what is missing (menu boards dim unavailable products and show prices, images
 * and allergens; images and videos cover the screen).
 */
export function normaliseSignageContent<T extends SignageSegmentType>(
  type: T,
  content: unknown,
): SignageContentByType[T] {
  const c = isRecord(content) ? content : {};
  const base = signageColorsOf(c);
  const byType: { [K in SignageSegmentType]: () => SignageContentByType[K] } = {
    menu: () => ({
      ...base,
      ...textOf(c, 'title'),
      categories: Array.isArray(c.categories) ? c.categories.filter(isId) : [],
      unavailable: c.unavailable === 'hide' ? 'hide' : 'dim',
      showPrices: flag(c.showPrices, true),
      showImages: flag(c.showImages, true),
      showAllergens: flag(c.showAllergens, true),
    }),
    image: () => ({ ...base, image: c.image as Id, fit: fitOf(c.fit), ...textOf(c, 'caption') }),
    video: () => ({ ...base, upload: c.upload as Id, fit: fitOf(c.fit) }),
    text: () => ({
      ...base,
      ...textOf(c, 'title'),
      html: typeof c.html === 'string' ? c.html : '',
    }),
    template: () => ({ ...base, imageTemplate: c.imageTemplate as Id }),
    pickup: () => ({ ...base, ...textOf(c, 'title') }),
  };
  return byType[type]() as SignageContentByType[T];
}

/** The media and catalog records a segment's content names, for existence checks and loading. */
export interface SignageContentReferences {
  categories: Id[];
  images: Id[];
  uploads: Id[];
  imageTemplates: Id[];
}

/** The ids a segment's (stored) content refers to, by kind of record. */
export function signageContentReferences(
  type: SignageSegmentType,
  content: Record<string, unknown>,
): SignageContentReferences {
  const ids = (value: unknown): Id[] =>
    Array.isArray(value) ? value.filter(isId) : isId(value) ? [value] : [];
  return {
    categories: type === 'menu' ? ids(content.categories) : [],
    images: type === 'image' ? ids(content.image) : [],
    uploads: type === 'video' ? ids(content.upload) : [],
    imageTemplates: type === 'template' ? ids(content.imageTemplate) : [],
  };
}
