import { imageUrl, type MediaFile } from '@bestellwerk/domain';

/** Design tokens the installation's config may set; empty values fall back to the defaults. */
export interface ThemeTokens {
  primaryColor: string;
  backgroundColor: string;
  borderRadius: string;
  /** The CSS font stack: the configured web font first, the system fonts after it. */
  fontFamily: string;
  /** Text on the primary colour: dark or white, whichever has the higher contrast (WCAG AA). */
  onPrimaryColor: string;
  /** The primary colour darkened until it reads as text on the background (contrast ≥ 4.5). */
  primaryTextColor: string;
  /** The configured Google font family to embed from /api/fonts, or '' for the system fonts. */
  webFont: string;
  /** URL of the favicon, or null for the browser's default. */
  faviconUrl: string | null;
}

/** What `themeTokens` reads: the theme fields of the config (favicon as a stored image). */
export interface ThemeSource {
  primaryColor?: string;
  backgroundColor?: string;
  borderRadius?: string;
  fontFamily?: string;
  favicon?: MediaFile | null;
}

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const DARK_TEXT = '#1f1f1f';
const WHITE = '#ffffff';

/** The spec's default theme: colours #C49560 and #FAFAFA, border radius 1.2rem. */
export const DEFAULT_THEME: ThemeTokens = {
  primaryColor: '#C49560',
  backgroundColor: '#FAFAFA',
  borderRadius: '1.2rem',
  fontFamily: SYSTEM_FONTS,
  onPrimaryColor: readableTextOn('#C49560'),
  primaryTextColor: readableShade('#C49560', '#FAFAFA'),
  webFont: '',
  faviconUrl: null,
};

/** Font variants embedded for the web font: body text and bold headings. */
export const WEB_FONT_VARIANTS = ['regular', '700'] as const;

const CSS_PROPERTIES = {
  primaryColor: '--bw-color-primary',
  backgroundColor: '--bw-color-background',
  borderRadius: '--bw-radius',
  fontFamily: '--bw-font-family',
  onPrimaryColor: '--bw-color-on-primary',
  primaryTextColor: '--bw-color-primary-text',
} as const satisfies Partial<Record<keyof ThemeTokens, string>>;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as numbers 0…255; null for anything else (named colours, rgb()). */
function parseHexColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a colour. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio of two colours (1…21). */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColor(a);
  const cb = parseHexColor(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Dark text or white on `background`, whichever contrasts more. */
export function readableTextOn(background: string): string {
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(WHITE, background)
    ? DARK_TEXT
    : WHITE;
}

/**
 * `color` darkened in small steps until it reaches `minRatio` contrast against `background`
 * (AA for normal text is 4.5); colours that cannot be read fall back to dark text.
 */
export function readableShade(color: string, background: string, minRatio = 4.5): string {
  const rgb = parseHexColor(color);
  if (!rgb || !parseHexColor(background)) return DARK_TEXT;
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const shade = toHex(rgb.map((c) => c * factor) as Rgb);
    if (contrastRatio(shade, background) >= minRatio) return shade;
  }
  return DARK_TEXT;
}

/** The CSS font stack of a configured family ('Lora' → "'Lora', system-ui, …"). */
function fontStack(family: string): string {
  return `'${family.replace(/['"\\]/g, '')}', ${SYSTEM_FONTS}`;
}

/**
 * Merges configured values over the defaults (blank or missing values keep the default) and
 * derives the readable text colours from the resulting primary and background colours.
 */
export function themeTokens(source: ThemeSource | null | undefined): ThemeTokens {
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  const primaryColor = pick(source?.primaryColor, DEFAULT_THEME.primaryColor);
  const backgroundColor = pick(source?.backgroundColor, DEFAULT_THEME.backgroundColor);
  const webFont = source?.fontFamily?.trim() ?? '';
  const favicon = source?.favicon;
  return {
    primaryColor,
    backgroundColor,
    borderRadius: pick(source?.borderRadius, DEFAULT_THEME.borderRadius),
    fontFamily: webFont ? fontStack(webFont) : SYSTEM_FONTS,
    onPrimaryColor: readableTextOn(primaryColor),
    primaryTextColor: readableShade(primaryColor, backgroundColor),
    webFont,
    faviconUrl: favicon ? imageUrl(favicon) : null,
  };
}

/** The stylesheet URL of one variant of a web font (GET /api/fonts/google/{family}/style-{variant}.embed.css). */
export function webFontStylesheetUrl(family: string, variant: string): string {
  return `/api/fonts/google/${encodeURIComponent(family.trim()).replace(/%20/g, '+')}/style-${variant}.embed.css`;
}

/** A `<link>` in the head identified by `data-bw-theme`, created on first use; null removes it. */
function setHeadLink(key: string, rel: string, href: string | null): void {
  const existing = document.head.querySelector<HTMLLinkElement>(`link[data-bw-theme="${key}"]`);
  if (!href) {
    existing?.remove();
    return;
  }
  const link = existing ?? document.createElement('link');
  link.rel = rel;
  link.dataset.bwTheme = key;
  if (link.getAttribute('href') !== href) link.href = href;
  if (!existing) document.head.append(link);
}

/**
 * Writes the tokens as CSS custom properties on `root` (the document's :root by default), embeds
 * the web font's stylesheets and points the favicon link at the configured favicon.
 */
export function applyTheme(
  tokens: ThemeTokens,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, property] of Object.entries(CSS_PROPERTIES) as [keyof ThemeTokens, string][]) {
    root.style.setProperty(property, String(tokens[key]));
  }
  for (const variant of WEB_FONT_VARIANTS) {
    setHeadLink(
      `font-${variant}`,
      'stylesheet',
      tokens.webFont ? webFontStylesheetUrl(tokens.webFont, variant) : null,
    );
  }
  setHeadLink('favicon', 'icon', tokens.faviconUrl);
}
