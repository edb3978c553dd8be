/**
 * The web fonts that come with the API as npm packages (@fontsource/…): their families,
 * weights, styles and subsets, read from each package's metadata, and the path of a font file
 * for a request that names only whitelisted parts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FontVariant } from '@bestellwerk/domain';

/** The packages installed with the API (api/package.json). */
export const FONT_PACKAGES = [
  'inter',
  'lato',
  'montserrat',
  'open-sans',
  'playfair-display',
  'roboto',
] as const;

export interface PackagedFont {
  /** Package id: `playfair-display`. */
  id: string;
  /** Family name: `Playfair Display`. */
  family: string;
  /** Package version, part of the file URLs so they can be cached for good. */
  version: string;
  dir: string;
  weights: FontVariant['weight'][];
  styles: FontVariant['style'][];
  /** Subsets with their CSS unicode-range, the default subset (`latin`) first. */
  subsets: { name: string; unicodeRange: string }[];
}

interface Metadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  defSubset: string;
}

const requireFromHere = createRequire(import.meta.url);

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function loadPackage(id: string): PackagedFont | null {
  let dir: string;
  try {
    // The packages export their LICENSE, not their package.json.
    dir = dirname(requireFromHere.resolve(`@fontsource/${id}/LICENSE`));
  } catch {
    return null;
  }
  const metadata = readJson<Metadata>(join(dir, 'metadata.json'));
  const ranges = readJson<Record<string, string>>(join(dir, 'unicode.json'));
  const { version } = readJson<{ version: string }>(join(dir, 'package.json'));
  const subsets = [
    metadata.defSubset,
    ...metadata.subsets.filter((subset) => subset !== metadata.defSubset),
  ].filter((subset) => /^[a-z-]+$/.test(subset) && ranges[subset]);
  return {
    id,
    family: metadata.family,
    version,
    dir,
    weights: metadata.weights.filter(
      (w) => w % 100 === 0 && w >= 100 && w <= 900,
    ) as FontVariant['weight'][],
    styles: metadata.styles.filter(
      (s): s is FontVariant['style'] => s === 'normal' || s === 'italic',
    ),
    subsets: subsets.map((name) => ({ name, unicodeRange: ranges[name] })),
  };
}

let catalogue: PackagedFont[] | null = null;

/** The installed font packages (read once). */
export function packagedFonts(): PackagedFont[] {
  catalogue ??= FONT_PACKAGES.map(loadPackage).filter((font) => font !== null);
  return catalogue;
}

/** The packaged font of a family name (`Open Sans`), if it comes with the API. */
export function packagedFontByFamily(family: string): PackagedFont | undefined {
  return packagedFonts().find((font) => font.family === family);
}

/** Whether the package has the weight and style. */
export function hasVariant(font: PackagedFont, variant: FontVariant): boolean {
  return font.weights.includes(variant.weight) && font.styles.includes(variant.style);
}

/** The file name of a subset of a variant, as served: `latin-700-italic.woff2`. */
export function packagedFileName(subset: string, variant: FontVariant, format: 'woff2' | 'woff') {
  return `${subset}-${variant.weight}-${variant.style}.${format}`;
}

const FILE = /^([a-z]+(?:-[a-z]+)*)-([1-9]00)-(normal|italic)\.(woff2|woff)$/;

/**
 * The path of a packaged font file requested as `/api/fonts/files/{package}/{file}`, or null
 * unless the package is installed and the file names one of its subsets, weights and styles
 * (so no request can reach any other file).
 */
export function packagedFontPath(packageId: string, file: string): string | null {
  const font = packagedFonts().find((candidate) => candidate.id === packageId);
  const match = FILE.exec(file);
  if (!font || !match) return null;
  const [, subset, weight, style, format] = match;
  const variant = { weight: Number(weight), style } as FontVariant;
  if (!font.subsets.some((s) => s.name === subset) || !hasVariant(font, variant)) return null;
  const path = join(font.dir, 'files', `${font.id}-${subset}-${weight}-${style}.${format}`);
  return existsSync(path) ? path : null;
}
