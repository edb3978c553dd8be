/**
 * The HTML that formatted texts (page blocks, legal texts, descriptions) may hold: the API's
 * sanitiser keeps exactly these tags, and of attributes only a safe `href` on links; the
 * backoffice's rich-text editor and markdown preview produce nothing else.
 */
export const FORMATTED_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes formatted texts keep: a link's target. */
export const FORMATTED_TEXT_ATTRIBUTES = ['href'] as const;

/** The URL schemes a link in a formatted text may use (besides relative links). */
export const FORMATTED_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Links with one of the allowed schemes, or relative ones (no scheme before the first ':'). */
export const FORMATTED_TEXT_URL_PATTERN = new RegExp(
  `^(?:(?:${FORMATTED_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** What browsers ignore inside a URL (DOMPurify strips it the same way before its check). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** True when a link target may stay in a formatted text (allowed scheme or relative). */
export function isAllowedFormattedTextUrl(url: string): boolean {
  return FORMATTED_TEXT_URL_PATTERN.test(url.replace(URL_IGNORED_CHARACTERS, ''));
}

/**
 * The allow-list as the browser's own sanitiser takes it (Sanitizer API, `Element.setHTML`):
 * elements not listed are dropped, of attributes only `href` stays. It does not check link
 * schemes beyond `javascript:`: `isAllowedFormattedTextUrl` does that afterwards.
 */
export const FORMATTED_TEXT_SANITIZER_CONFIG = {
  elements: [...FORMATTED_TEXT_TAGS],
  attributes: [...FORMATTED_TEXT_ATTRIBUTES],
  comments: false,
  dataAttributes: false,
};

/**
 * The allow-list as DOMPurify's options, for the browsers' sanitising (the shop's RichText and
 * the backoffice editor): plain data, so the domain stays free of the library.
 */
export const FORMATTED_TEXT_PURIFY_OPTIONS = {
  ALLOWED_TAGS: [...FORMATTED_TEXT_TAGS],
  ALLOWED_ATTR: [...FORMATTED_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: FORMATTED_TEXT_URL_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
