/**
 * The allow-list HTML sanitiser for the formatted texts staff write (page blocks, legal texts,
 * descriptions): `sanitize-html` configured to the domain's allow-list (FORMATTED_TEXT_*), the
 * same list the browsers' DOMPurify reads. Whatever is not on the list goes: elements whose
 * content is raw text to a browser (script, style, iframe…) with that content, every other
 * unknown tag with its tags only (its text stays), every attribute except a safe `href` on
 * links, comments and doctypes. The output is well-formed: open tags are closed, stray closing
 * tags dropped, text escaped.
 */
import {
  FORMATTED_TEXT_ATTRIBUTES,
  FORMATTED_TEXT_TAGS,
  FORMATTED_TEXT_URL_SCHEMES,
} from '@bestellwerk/domain';
import { decodeHTML } from 'entities';
import sanitize, { type IOptions } from 'sanitize-html';

const SCHEMES: readonly string[] = FORMATTED_TEXT_URL_SCHEMES;

const OPTIONS: IOptions = {
  allowedTags: [...FORMATTED_TEXT_TAGS],
  allowedAttributes: { a: [...FORMATTED_TEXT_ATTRIBUTES] },
  allowedSchemes: [...SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` is an http(s) link to another site, as `https://host` is: no script runs.
  allowProtocolRelative: true,
  // Dropped together with their content: a browser reads it as raw text (or not at all).
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'textarea',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'noscript',
    'plaintext',
    'template',
    'option',
  ],
  disallowedTagsMode: 'discard',
  selfClosing: ['br'],
  allowVulnerableTags: false,
  // Entities are decoded before the checks (`&#106;avascript:` is `javascript:`), then the
  // text is escaped again.
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * The URL a browser would follow for `raw`, if it is http(s), mailto, tel or relative (a path,
 * `#anchor`, `?query`, `//host`); null for any other scheme (javascript:, data:, vbscript:…).
 * Entities are decoded and the characters browsers ignore (tab, line breaks, leading and
 * trailing control characters and spaces) removed first, so `jav&#x09;ascript:` is recognised
 * too; other control characters are refused.
 */
export function safeUrl(raw: string): string | null {
  const url = decodeHTML(raw)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (scheme && !SCHEMES.includes(scheme[1].toLowerCase())) return null;
  return url;
}

/** `html` reduced to the allowed tags and attributes, well-formed. */
export function sanitizeHtml(html: string): string {
  // sanitize-html writes the void `br` as `<br />`; a literal `<` in its output is always a
  // tag (text is escaped), so this only touches line breaks.
  return sanitize(html, OPTIONS).replaceAll('<br />', '<br>');
}
