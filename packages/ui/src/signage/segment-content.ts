import type {
  Id,
  SignageColors,
  SignageContentByType,
  SignageSegment,
  SignageUnavailableMode,
} from '@bestellwerk/domain';

/** Keys a segment of each kind reads from its content, with what a missing key means. */
type Content<K extends keyof SignageContentByType> = SignageContentByType[K];

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function id(value: unknown): Id {
  return typeof value === 'number' ? value : 0;
}

function fit(value: unknown): 'cover' | 'contain' {
  return value === 'contain' ? 'contain' : 'cover';
}

/** The board's colours when they are CSS hex colours (anything else is ignored). */
export function colorsOf(content: Record<string, unknown>): SignageColors {
  const colors: SignageColors = {};
  if (typeof content.backgroundColor === 'string' && HEX_COLOR.test(content.backgroundColor))
    colors.backgroundColor = content.backgroundColor;
  if (typeof content.textColor === 'string' && HEX_COLOR.test(content.textColor))
    colors.textColor = content.textColor;
  return colors;
}

/**
 * A segment's content read as the shape of its kind, with defaults for what is missing (a
 * segment saved before a setting existed): every category, dimmed, prices and allergens on.
 */
export function contentOf<K extends keyof SignageContentByType>(
  segment: SignageSegment & { type: K },
): Content<K>;
export function contentOf(segment: SignageSegment): Content<keyof SignageContentByType> {
  const c = segment.content;
  const colors = colorsOf(c);
  switch (segment.type) {
    case 'menu':
      return {
        ...colors,
        title: text(c.title),
        categories: Array.isArray(c.categories)
          ? c.categories.filter((x) => typeof x === 'number')
          : [],
        unavailable: (c.unavailable === 'hide' ? 'hide' : 'dim') satisfies SignageUnavailableMode,
        showPrices: c.showPrices !== false,
        showImages: c.showImages === true,
        showAllergens: c.showAllergens !== false,
      };
    case 'image':
      return { ...colors, image: id(c.image), fit: fit(c.fit), caption: text(c.caption) };
    case 'video':
      return { ...colors, upload: id(c.upload), fit: fit(c.fit) };
    case 'text':
      return { ...colors, title: text(c.title), html: typeof c.html === 'string' ? c.html : '' };
    case 'template':
      return { ...colors, imageTemplate: id(c.imageTemplate) };
    case 'pickup':
      return { ...colors, title: text(c.title) };
  }
}
