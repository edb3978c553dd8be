/** Design tokens the installation's config may set; empty values fall back to the defaults. */
export interface ThemeTokens {
  primaryColor: string;
  backgroundColor: string;
  borderRadius: string;
  fontFamily: string;
}

/** The spec's default theme: colours #C49560 and #FAFAFA, border radius 1.2rem. */
export const DEFAULT_THEME: ThemeTokens = {
  primaryColor: '#C49560',
  backgroundColor: '#FAFAFA',
  borderRadius: '1.2rem',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

const CSS_PROPERTIES: Record<keyof ThemeTokens, string> = {
  primaryColor: '--bw-color-primary',
  backgroundColor: '--bw-color-background',
  borderRadius: '--bw-radius',
  fontFamily: '--bw-font-family',
};

/** Merges configured values over the defaults; blank or missing values keep the default. */
export function themeTokens(source: Partial<ThemeTokens> | null | undefined): ThemeTokens {
  const tokens = { ...DEFAULT_THEME };
  for (const key of Object.keys(CSS_PROPERTIES) as (keyof ThemeTokens)[]) {
    const value = source?.[key]?.trim();
    if (value) tokens[key] = value;
  }
  return tokens;
}

/** Writes the tokens as CSS custom properties on `root` (the document's :root by default). */
export function applyTheme(
  tokens: ThemeTokens,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, property] of Object.entries(CSS_PROPERTIES) as [keyof ThemeTokens, string][]) {
    root.style.setProperty(property, tokens[key]);
  }
}
