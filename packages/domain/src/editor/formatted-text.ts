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
