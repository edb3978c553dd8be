import { isAllowedFormattedTextUrl } from './formatted-text.js';

describe('isAllowedFormattedTextUrl', () => {
  it.each([
    'https://backstube.example/agb',
    'http://a.example',
    'mailto:office@backstube.example',
    'tel:+43732731860',
    '/site/agb',
    '#form',
    '//cdn.example/x',
    'agb.html',
  ])('keeps %s', (url) => {
    expect(isAllowedFormattedTextUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav\tascript:alert(1)',
    ' javascript:alert(1)',
    'java\u0000script:alert(1)',
    'java\u2028script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ])('refuses %j, however it is spaced', (url) => {
    expect(isAllowedFormattedTextUrl(url)).toBe(false);
  });
});
