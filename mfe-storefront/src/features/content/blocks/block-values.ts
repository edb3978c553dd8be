import type { Id, Image, LinkField } from '@bestellwerk/domain';

// Readers of the block values the API stores (api/src/database/seed/demo/seed-types.ts shows
// their shapes). Values are JSON written by staff: every reader tolerates missing or odd fields.

type Value = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const id = (value: unknown): Id | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

function isImage(value: unknown): value is Image {
  if (!value || typeof value !== 'object') return false;
  const image = value as Partial<Image>;
  return (
    typeof image.id === 'number' &&
    typeof image.version === 'number' &&
    typeof image.extension === 'string'
  );
}

const image = (value: unknown): Image | null =>
  isImage(value)
    ? {
        ...value,
        width: typeof value.width === 'number' ? value.width : 0,
        height: typeof value.height === 'number' ? value.height : 0,
        alt: text(value.alt),
      }
    : null;

function link(value: unknown): LinkField | null {
  if (!value || typeof value !== 'object') return null;
  const field = value as Value;
  const result = { label: text(field.label), target: id(field.target), url: text(field.url) };
  return result.target === null && !result.url.trim() ? null : result;
}

export interface HeroValue {
  title: string;
  subtitle: string;
  image: Image | null;
  link: LinkField | null;
}

export const heroValue = (value: Value): HeroValue => ({
  title: text(value.title),
  subtitle: text(value.subtitle),
  image: image(value.image),
  link: link(value.link),
});

export interface SpecialtiesValue {
  title: string;
  teasers: Id[];
}

export const specialtiesValue = (value: Value): SpecialtiesValue => ({
  title: text(value.title),
  teasers: (Array.isArray(value.teasers) ? value.teasers : []).flatMap((teaser: unknown) => {
    const target = teaser && typeof teaser === 'object' ? id((teaser as Value).site) : null;
    return target === null ? [] : [target];
  }),
});

export interface TextSliderValue {
  text: string;
  link: LinkField | null;
  images: Image[];
}

export const textSliderValue = (value: Value): TextSliderValue => ({
  text: text(value.text),
  link: link(value.link),
  images: (Array.isArray(value.images) ? value.images : []).flatMap((item: unknown) => {
    const read = image(item);
    return read ? [read] : [];
  }),
});

export interface ContactValue {
  text: string;
  image: Image | null;
}

export const contactValue = (value: Value): ContactValue => ({
  text: text(value.text),
  image: image(value.image),
});

export interface ProfileValue {
  title: string;
  text: string;
  image: Image | null;
}

export const profileValue = (value: Value): ProfileValue => ({
  title: text(value.title),
  text: text(value.text),
  image: image(value.image),
});

export interface IframeValue {
  text: string;
  url: string;
  /** Height in CSS pixels; 0 when not given. */
  height: number;
}

export const iframeValue = (value: Value): IframeValue => ({
  text: text(value.text),
  url: text(value.url),
  height: typeof value.height === 'number' && value.height > 0 ? Math.min(value.height, 4000) : 0,
});

export interface FormValue {
  privacySite: Id | null;
  thankYou: string;
}

export const formValue = (value: Value): FormValue => ({
  privacySite: id(value.privacySite),
  thankYou: text(value.thankYou),
});

export const textValue = (value: Value): string => text(value.html);
