import { Injectable } from '@nestjs/common';
import { fontVariantLabel, parseFontVariant, uploadUrl, type Font } from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import { FontEntity } from './entities/font.entity.js';

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

/** The web fonts the installation has (theme font, image-template layers). */
@Injectable()
export class FontService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every stored font variant, by family and variant. */
  async list(): Promise<Font[]> {
    const fonts = await this.dataSource
      .getRepository(FontEntity)
      .find({ order: { family: 'ASC', variant: 'ASC', id: 'ASC' } });
    return fonts.map(({ id, family, variant }) => ({ id, family, variant }));
  }

  /**
   * The @font-face CSS of a stored font (GET /api/fonts/google/{family}/style-{variant}.embed.css).
   * Family and variant are checked by pattern first, so nothing of them can break the CSS.
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
    const upload = font?.upload;
    if (!font || !upload) throw new NotFoundError('Schriftart wurde nicht gefunden.');
    const url = uploadUrl(upload);
    const format = FORMATS[upload.extension];
    return [
      `/* ${family} ${fontVariantLabel(variant)} */`,
      '@font-face {',
      `  font-family: '${family}';`,
      `  font-style: ${style.style};`,
      `  font-weight: ${style.weight};`,
      '  font-display: swap;',
      `  src: url('${url}')${format ? ` format('${format}')` : ''};`,
      '}',
      '',
    ].join('\n');
  }
}
