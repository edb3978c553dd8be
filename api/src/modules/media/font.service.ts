import { Injectable } from '@nestjs/common';
import {
  fontVariantLabel,
  parseFontVariant,
  uploadUrl,
  type FontListEntry,
  type FontVariant,
} from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import { FontEntity } from './entities/font.entity.js';
import { PackagedFontsImporter } from './packaged-fonts.importer.js';
import {
  hasVariant,
  packagedFileName,
  packagedFontByFamily,
  packagedFontPath,
  type PackagedFont,
} from './packaged-fonts.js';

const FAMILY = /^[A-Za-z0-9][A-Za-z0-9 ]{0,99}$/;
const STYLE_FILE = /^style-([a-z0-9]{1,20})\.embed\.css$/;

/** Google names weight 400 `regular` / `italic`; `400` and `400italic` mean the same. */
const ALIASES: Record<string, string> = {
  '400': 'regular',
  regular: '400',
  '400italic': 'italic',
  italic: '400italic',
};

const FORMATS: Record<string, string> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
};

function fontFace(family: string, style: FontVariant, src: string, unicodeRange?: string): string {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-style: ${style.style};`,
    `  font-weight: ${style.weight};`,
    '  font-display: swap;',
    `  src: ${src};`,
    ...(unicodeRange ? [`  unicode-range: ${unicodeRange};`] : []),
    '}',
    '',
  ].join('\n');
}

/** The URL this API serves a packaged font file at (versioned, so it is cached for good). */
export function packagedFontUrl(
  font: PackagedFont,
  subset: string,
  variant: FontVariant,
  format: 'woff2' | 'woff',
): string {
  return `/api/fonts/files/${font.id}/${packagedFileName(subset, variant, format)}?v=${font.version}`;
}

/**
 * The web fonts of the installation (theme font, image-template layers): the packaged
 * @fontsource families (always there) and fonts with an uploaded file. Every URL points to
 * this server, never to a font CDN.
 */
@Injectable()
export class FontService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly packaged: PackagedFontsImporter,
  ) {}

  /**
   * Every font variant, by family and variant, with its display name and file source; the
   * packaged variants are given rows on the first call (PackagedFontsImporter).
   */
  async list(): Promise<FontListEntry[]> {
    await this.packaged.ensureImported();
    const fonts = await this.dataSource
      .getRepository(FontEntity)
      .find({ relations: { upload: true }, order: { family: 'ASC', variant: 'ASC', id: 'ASC' } });
    return fonts.map(({ id, family, variant, upload }) => {
      const packaged = packagedFontByFamily(family);
      const style = parseFontVariant(variant);
      const source = upload
        ? 'upload'
        : packaged && style && hasVariant(packaged, style)
          ? 'package'
          : 'none';
      return { id, family, variant, label: fontVariantLabel(variant), source };
    });
  }

  /**
   * The @font-face CSS of a font (GET /api/fonts/google/{family}/style-{variant}.embed.css): the
   * uploaded file if there is one, else the packaged files, one rule per subset with its
   * unicode-range. Family and variant are checked by pattern first, so nothing of them can
   * break the CSS.
   */
  async embedCss(familyParam: string, file: string): Promise<string> {
    const family = familyParam.replace(/\+/g, ' ');
    if (!FAMILY.test(family))
      throw ValidationFailedError.field('family', 'Die Schriftfamilie ist ungültig.');
    const variant = STYLE_FILE.exec(file)?.[1];
    const style = variant ? parseFontVariant(variant) : null;
    if (!variant || !style)
      throw ValidationFailedError.field('variant', 'Die Schriftvariante ist ungültig.');
    const variants = [variant, ...(ALIASES[variant] ? [ALIASES[variant]] : [])];
    const font = await this.dataSource.getRepository(FontEntity).findOne({
      where: { family, variant: In(variants) },
      relations: { upload: true },
    });
    const header = `/* ${family} ${fontVariantLabel(variant)} */\n`;
    const upload = font?.upload;
    if (upload) {
      const format = FORMATS[upload.extension];
      const src = `url('${uploadUrl(upload)}')${format ? ` format('${format}')` : ''}`;
      return header + fontFace(family, style, src);
    }
    const packaged = packagedFontByFamily(family);
    if (!packaged || !hasVariant(packaged, style)) throw new NotFoundError('FONT_NOT_FOUND');
    return (
      header +
      packaged.subsets
        .map(({ name, unicodeRange }) => {
          const src = [
            `url('${packagedFontUrl(packaged, name, style, 'woff2')}') format('woff2')`,
            `url('${packagedFontUrl(packaged, name, style, 'woff')}') format('woff')`,
          ].join(', ');
          return fontFace(packaged.family, style, src, unicodeRange);
        })
        .join('\n')
    );
  }

  /** The path of a packaged font file, or a German 404 for anything not on the whitelist. */
  packagedFile(packageId: string, file: string): string {
    const path = packagedFontPath(packageId, file);
    if (!path) throw new NotFoundError('FONT_FILE_NOT_FOUND');
    return path;
  }
}
