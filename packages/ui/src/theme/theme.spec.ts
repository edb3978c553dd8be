import { applyTheme, DEFAULT_THEME, themeTokens } from './theme.js';

describe('theme tokens', () => {
  it('uses the configured values and keeps the defaults for blank ones', () => {
    const tokens = themeTokens({
      primaryColor: '#112233',
      backgroundColor: '  ',
      borderRadius: '',
    });

    expect(tokens).toEqual({ ...DEFAULT_THEME, primaryColor: '#112233' });
    expect(DEFAULT_THEME).toMatchObject({
      primaryColor: '#C49560',
      backgroundColor: '#FAFAFA',
      borderRadius: '1.2rem',
    });
  });

  it('writes the tokens as CSS custom properties on :root', () => {
    applyTheme(themeTokens({ primaryColor: '#112233' }));

    const style = document.documentElement.style;
    expect(style.getPropertyValue('--bw-color-primary')).toBe('#112233');
    expect(style.getPropertyValue('--bw-color-background')).toBe('#FAFAFA');
    expect(style.getPropertyValue('--bw-radius')).toBe('1.2rem');
  });
});
