import { matchShellRoute } from './shell-routes.js';
import { skipLinksOf } from './skip-links.js';

describe('skipLinksOf', () => {
  it.each([
    ['/store/wien-neubau', ['Zum Inhalt:main', 'Zum Warenkorb:warenkorb']],
    ['/store/wien-neubau/checkout', ['Zum Inhalt:main']],
    ['/', ['Zum Inhalt:main']],
    ['/impressum', ['Zum Inhalt:main']],
    ['/backend/orders', []],
    ['/signage/tv-1', []],
  ])('%s offers %j', (path, links) => {
    expect(
      skipLinksOf(matchShellRoute(path)).map((link) => `${link.label}:${link.targetId}`),
    ).toEqual(links);
  });
});
