/**
 * A small allow-list HTML sanitiser for the formatted texts staff write (page blocks, legal
 * texts). Whatever is not on the list goes: script, style and iframe with their content,
 * every other unknown tag with its tags only (its text stays), every attribute except a
 * safe `href` on links, comments and doctypes. The output is well-formed: open tags are
 * closed, stray closing tags dropped, text escaped.
 */
import { FORMATTED_TEXT_TAGS, FORMATTED_TEXT_URL_SCHEMES } from '@bestellwerk/domain';

const ALLOWED_TAGS = new Set<string>(FORMATTED_TEXT_TAGS);

const VOID_TAGS = new Set(['br']);

/** Elements whose content is raw text to a browser: dropped together with the tag. */
const RAW_TEXT_TAGS = new Set([
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
]);

const SAFE_SCHEMES = new Set<string>(FORMATTED_TEXT_URL_SCHEMES);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
};

/** Numeric references (also without `;`, as browsers read them) and the names above. */
function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z]+);)/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
      const code = dec !== undefined ? Number(dec) : Number.parseInt(hex as string, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text between tags: entities stay, a bare `&` and `>` are escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{0,31}|#\d{1,8}|#[xX][0-9a-fA-F]{1,7});)/g, '&amp;')
    .replace(/>/g, '&gt;');
}

/**
 * The URL a browser would follow for `raw`, if it is http(s), mailto, tel or relative (a path,
 * `#anchor`, `?query`); null for any other scheme (javascript:, data:, vbscript:…). Entities
 * are decoded and the characters browsers ignore (tab, line breaks, leading and trailing
 * control characters and spaces) removed first, so `jav&#x09;ascript:` is recognised too.
 */
export function safeUrl(raw: string): string | null {
  const url = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (scheme && !SAFE_SCHEMES.has(scheme[1].toLowerCase())) return null;
  return url;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

const TAG_START = /<(\/?)([a-zA-Z][^\s/>]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** The tag starting at `start` (a `<` followed by a letter), or null when it never ends. */
function readTag(html: string, start: number): Tag | null {
  TAG_START.lastIndex = start;
  const head = TAG_START.exec(html);
  if (!head) return null;
  const attributes = new Map<string, string>();
  let position = TAG_START.lastIndex;
  for (;;) {
    while (position < html.length && /[\s/]/.test(html[position])) position += 1;
    if (position >= html.length) return null;
    if (html[position] === '>') break;
    ATTRIBUTE.lastIndex = position;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute || ATTRIBUTE.lastIndex === position) {
      position += 1;
      continue;
    }
    const name = attribute[1].toLowerCase();
    if (!attributes.has(name))
      attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    position = ATTRIBUTE.lastIndex;
  }
  return {
    name: head[2].toLowerCase(),
    closing: head[1] === '/',
    attributes,
    end: position + 1,
  };
}

/** Where the raw text of `name` that starts at `from` ends (after its closing tag). */
function endOfRawText(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (!match) return html.length;
  const gt = html.indexOf('>', match.index);
  return gt === -1 ? html.length : gt + 1;
}

function openingTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = tag.attributes.get('href');
  const url = href === undefined ? null : safeUrl(href);
  return url === null ? '<a>' : `<a href="${escapeAttribute(url)}">`;
}

/** `html` reduced to the allowed tags and attributes, well-formed. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let position = 0;
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) {
      out.push(escapeText(html.slice(position)));
      break;
    }
    out.push(escapeText(html.slice(position, lt)));
    position = lt;
    if (html.startsWith('<!--', position)) {
      const end = html.indexOf('-->', position + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[position + 1] === '!' || html[position + 1] === '?') {
      const end = html.indexOf('>', position);
      position = end === -1 ? html.length : end + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(html[position + 1] ?? '')) {
      out.push('&lt;');
      position += 1;
      continue;
    }
    const tag = readTag(html, position);
    if (!tag) {
      // A tag that never ends is dropped with the rest, as browsers do; `</` without a name is text.
      if (/^<\/?[a-zA-Z]/.test(html.slice(position, position + 3))) {
        position = html.length;
      } else {
        out.push('&lt;');
        position += 1;
      }
      continue;
    }
    position = tag.end;
    if (RAW_TEXT_TAGS.has(tag.name)) {
      if (!tag.closing) position = endOfRawText(html, tag.name, position);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (tag.closing) {
      const index = open.lastIndexOf(tag.name);
      if (index === -1) continue;
      while (open.length > index) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(openingTag(tag));
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
