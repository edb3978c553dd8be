import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { parseFontVariant } from '@bestellwerk/domain';
import type { FontEntity } from './entities/font.entity.js';
import { MediaStorage } from './media-storage.service.js';
import { hasVariant, packagedFontByFamily } from './packaged-fonts.js';
import { isSfnt, readSfntNames, woffToSfnt } from './sfnt.js';

/** A Pango font description and, when the font has a readable file, its path. */
export interface RenderFont {
  description: string;
  file?: string;
}

/** Pango style words for a subfamily or variant: `Bold Italic`, `Italic`, `Bold` or none. */
function styleWords(bold: boolean, italic: boolean): string {
  return [bold ? 'Bold' : '', italic ? 'Italic' : ''].filter(Boolean).join(' ');
}

/**
 * The start of a Pango font description, up to the size: the comma after the family keeps
 * words like "Thin" in a family name ("Inter Thin") from being read as a weight.
 */
function describe(family: string, style: string): string {
  const name = family.replace(/[,\\]/g, ' ').trim() || 'Sans';
  return `${name}, ${style ? `${style} ` : ''}`;
}

/** A cached font file and the start of its description. */
interface PreparedFont {
  prefix: string;
  file: string;
}

/**
 * The font files of image-template text layers. libvips renders text with Pango/FreeType,
 * which reads TrueType/OpenType but no web font containers: packaged fonts are taken from
 * their WOFF files and unpacked (sfnt.ts) into `font-cache/` below the storage folder, like
 * uploaded WOFF files; uploaded TTF/OTF are used as stored. Uploaded WOFF2 files cannot be
 * unpacked: such layers fall back to the default sans-serif font.
 */
@Injectable()
export class TemplateFonts {
  private readonly prepared = new Map<string, Promise<PreparedFont | null>>();

  constructor(private readonly storage: MediaStorage) {}

  /** The description (at `sizePx` pixels, rendered at 72 dpi) and file of a layer's font. */
  async resolve(font: FontEntity | null, sizePx: number): Promise<RenderFont> {
    const variant = font ? parseFontVariant(font.variant) : null;
    const fallback = {
      description:
        describe('Sans', styleWords((variant?.weight ?? 400) >= 600, variant?.style === 'italic')) +
        sizePx,
    };
    if (!font) return fallback;
    const key = font.upload
      ? `font-cache/upload-${font.upload.id}-${font.upload.version}.ttf`
      : `font-cache/${font.family.replace(/[^A-Za-z0-9]/g, '-')}-${font.variant}.ttf`;
    let prepared = this.prepared.get(key);
    if (!prepared) {
      prepared = this.prepare(font, key).catch(() => null);
      this.prepared.set(key, prepared);
    }
    const file = await prepared;
    return file ? { description: file.prefix + sizePx, file: file.file } : fallback;
  }

  /** Writes the SFNT of a font to the cache and reads its family and style. */
  private async prepare(font: FontEntity, key: string): Promise<PreparedFont | null> {
    const sfnt = await this.sfntOf(font);
    const names = sfnt && readSfntNames(sfnt);
    if (!sfnt || !names) return null;
    await this.storage.write(key, sfnt);
    const subfamily = names.subfamily.toLowerCase();
    const style = styleWords(subfamily.includes('bold'), subfamily.includes('italic'));
    return { prefix: describe(names.family, style), file: this.storage.pathOf(key) };
  }

  private async sfntOf(font: FontEntity): Promise<Buffer | null> {
    if (font.upload) {
      const data = await this.storage.read(font.upload.storage);
      if (!data) return null;
      return isSfnt(data) ? data : woffToSfnt(data);
    }
    const packaged = packagedFontByFamily(font.family);
    const variant = parseFontVariant(font.variant);
    if (!packaged || !variant || !hasVariant(packaged, variant)) return null;
    const subset = packaged.subsets[0].name;
    const woff = await readFile(
      join(
        packaged.dir,
        'files',
        `${packaged.id}-${subset}-${variant.weight}-${variant.style}.woff`,
      ),
    );
    return woffToSfnt(woff);
  }
}
