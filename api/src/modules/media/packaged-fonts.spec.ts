import {
  FONT_PACKAGES,
  packagedFontByFamily,
  packagedFontPath,
  packagedFonts,
} from './packaged-fonts.js';

describe('packagedFonts', () => {
  it('reads every installed package with family, weights, styles and latin first', () => {
    const fonts = packagedFonts();
    expect(fonts.map((font) => font.id)).toEqual([...FONT_PACKAGES]);
    expect(fonts.map((font) => font.family)).toEqual([
      'Inter',
      'Lato',
      'Montserrat',
      'Open Sans',
      'Playfair Display',
      'Roboto',
    ]);
    for (const font of fonts) {
      expect(font.subsets[0].name).toBe('latin');
      expect(font.styles).toEqual(expect.arrayContaining(['normal', 'italic']));
      expect(font.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(packagedFontByFamily('Lato')?.weights).toEqual([100, 300, 400, 700, 900]);
    expect(packagedFontByFamily('Lora')).toBeUndefined();
  });
});

describe('packagedFontPath: only whitelisted files', () => {
  it.each([
    ['inter', 'latin-700-normal.woff2', 'inter-latin-700-normal.woff2'],
    ['open-sans', 'latin-ext-300-italic.woff', 'open-sans-latin-ext-300-italic.woff'],
  ])('%s %s', (pkg, file, expected) => {
    expect(packagedFontPath(pkg, file)).toMatch(new RegExp(`/files/${expected}$`));
  });

  it.each([
    ['unknown package', 'lora', 'latin-400-normal.woff2'],
    ['package outside the list', '..', 'latin-400-normal.woff2'],
    ['weight the family lacks', 'lato', 'latin-200-normal.woff2'],
    ['unknown subset', 'inter', 'klingon-400-normal.woff2'],
    ['other format', 'inter', 'latin-400-normal.ttf'],
    ['path in the name', 'inter', '../../../package.json'],
    ['encoded dots', 'inter', '..%2Flatin-400-normal.woff2'],
    ['prefixed file name', 'inter', 'inter-latin-400-normal.woff2'],
    ['very long name', 'inter', `${'latin-'.repeat(60)}400-normal.woff2`],
  ])('refuses %s', (_what, pkg, file) => {
    expect(packagedFontPath(pkg, file)).toBeNull();
  });
});
