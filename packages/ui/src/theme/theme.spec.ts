import {
  applyTheme,
  contrastRatio,
  DEFAULT_THEME,
  readableShade,
  readableTextOn,
  themeTokens,
} from './theme.js';

const headLinks = (key: string) =>
  document.head.querySelectorAll<HTMLLinkElement>(`link[data-bw-theme^="${key}"]`);

describe('theme tokens', () => {
  it('uses the configured values and keeps the defaults for blank ones', () => {
    const tokens = themeTokens({
      primaryColor: '#112233',
      backgroundColor: '  ',
      borderRadius: '',
    });

    expect(tokens).toMatchObject({
      primaryColor: '#112233',
      backgroundColor: '#FAFAFA',
      borderRadius: '1.2rem',
      fontFamily: DEFAULT_THEME.fontFamily,
      webFont: '',
      faviconUrl: null,
    });
    expect(DEFAULT_THEME).toMatchObject({
      primaryColor: '#C49560',
      backgroundColor: '#FAFAFA',
      borderRadius: '1.2rem',
    });
    expect(themeTokens(null)).toEqual(DEFAULT_THEME);
  });

  it('puts a configured font family before the system fonts', () => {
    const tokens = themeTokens({ fontFamily: ' Lora ' });

    expect(tokens.webFont).toBe('Lora');
    expect(tokens.fontFamily).toMatch(/^'Lora', system-ui/);
  });

  it('reads the favicon as its image URL', () => {
    expect(themeTokens({ favicon: { id: 4, version: 2, extension: 'png' } }).faviconUrl).toBe(
      '/image/4-2.png',
    );
  });
});

describe('readable colours (WCAG AA)', () => {
  it('puts dark text, not white, on the default primary #C49560', () => {
    expect(contrastRatio('#ffffff', '#C49560')).toBeLessThan(4.5);
    expect(readableTextOn('#C49560')).toBe('#1f1f1f');
    expect(contrastRatio(DEFAULT_THEME.onPrimaryColor, '#C49560')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on a dark primary', () => {
    expect(readableTextOn('#1a3d6b')).toBe('#ffffff');
  });

  it.each(['#C49560', '#ffcc00', '#3a7d44', '#abc'])(
    'darkens %s until it reads as text on the background',
    (color) => {
      const shade = readableShade(color, '#FAFAFA');
      expect(contrastRatio(shade, '#FAFAFA')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a primary that already reads well', () => {
    expect(readableShade('#1a3d6b', '#FAFAFA')).toBe('#1a3d6b');
  });
});

describe('applyTheme', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the tokens as CSS custom properties on :root', () => {
    applyTheme(themeTokens({ primaryColor: '#112233' }));

    const style = document.documentElement.style;
    expect(style.getPropertyValue('--bw-color-primary')).toBe('#112233');
    expect(style.getPropertyValue('--bw-color-background')).toBe('#FAFAFA');
    expect(style.getPropertyValue('--bw-radius')).toBe('1.2rem');
    expect(style.getPropertyValue('--bw-color-on-primary')).toBe('#ffffff');
  });

  it('embeds the web font from /api/fonts and removes it again when none is set', () => {
    applyTheme(themeTokens({ fontFamily: 'Open Sans' }));
    applyTheme(themeTokens({ fontFamily: 'Open Sans' }));

    expect([...headLinks('font')].map((link) => link.getAttribute('href'))).toEqual([
      '/api/fonts/google/Open+Sans/style-regular.embed.css',
      '/api/fonts/google/Open+Sans/style-700.embed.css',
    ]);
    expect(headLinks('font')[0]).toHaveAttribute('rel', 'stylesheet');

    applyTheme(themeTokens({ fontFamily: '' }));
    expect(headLinks('font')).toHaveLength(0);
  });

  it('links the configured favicon', () => {
    applyTheme(themeTokens({ favicon: { id: 4, version: 2, extension: 'png' } }));

    const favicon = document.head.querySelector('link[rel="icon"]');
    expect(favicon).toHaveAttribute('href', '/image/4-2.png');
  });
});
