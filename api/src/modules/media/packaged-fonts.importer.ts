import { Injectable } from '@nestjs/common';
import { googleFontVariant } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { FontEntity } from './entities/font.entity.js';
import { packagedFonts } from './packaged-fonts.js';

/**
 * Makes the packaged fonts selectable without an upload: every family and variant of the
 * installed @fontsource packages gets a font row (without file) unless it has one, so layers
 * can reference it. This happens when the fonts are first listed, not at start, so a fresh
 * database stays empty until someone looks at fonts. Rows with an uploaded file stay as they
 * are; their file wins when the CSS is built.
 */
@Injectable()
export class PackagedFontsImporter {
  private imported: Promise<unknown> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Imports the missing rows once per process; a failed attempt is tried again next time. */
  ensureImported(): Promise<unknown> {
    this.imported ??= this.importMissing().catch((error: unknown) => {
      this.imported = null;
      throw error;
    });
    return this.imported;
  }

  /** Inserts the missing rows; answers how many were added. */
  async importMissing(): Promise<number> {
    const repository = this.dataSource.getRepository(FontEntity);
    const existing = new Set(
      (await repository.find({ select: { family: true, variant: true } })).map(
        (font) => `${font.family}\n${font.variant}`,
      ),
    );
    const missing = packagedFonts().flatMap((font) =>
      font.weights.flatMap((weight) =>
        font.styles
          .map((style) => ({ family: font.family, variant: googleFontVariant({ weight, style }) }))
          .filter((row) => !existing.has(`${row.family}\n${row.variant}`)),
      ),
    );
    // Another instance starting at the same time may insert the same rows: ignore those.
    if (missing.length)
      await repository.createQueryBuilder().insert().values(missing).orIgnore().execute();
    return missing.length;
  }
}
