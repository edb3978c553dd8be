import { matchesRoutePattern, matchShellRoute } from './shell-routes.js';

describe('matchShellRoute', () => {
  it.each([
    ['/', 'storefront'],
    ['/site/imprint', 'storefront'],
    ['/impressum', 'storefront'],
    ['/datenschutz', 'storefront'],
    ['/store/innenstadt', 'storefront'],
    ['/store/innenstadt/checkout', 'checkout'],
    ['/store/innenstadt/checkout/error', 'checkout'],
    ['/status/abc/123', 'checkout'],
    ['/backend', 'backoffice'],
    ['/backend/login', 'backoffice'],
    ['/signage', 'signage'],
    ['/signage/tv-1', 'signage'],
    ['/time-tracking/anna/token', 'timetracking'],
    ['/time-tracking/kiosk/3/key', 'timetracking'],
    ['/ueber-uns', 'storefront'],
    ['/store/innenstadt/unbekannt', 'storefront'],
  ])('sends %s to %s', (path, remote) => {
    expect(matchShellRoute(path).remote).toBe(remote);
  });

  it('shows TVs and the time clock without header and footer, as self-service', () => {
    for (const path of [
      '/signage',
      '/signage/tv-1',
      '/time-tracking/anna/token',
      '/time-tracking/kiosk/3/key',
    ])
      expect(matchShellRoute(path)).toMatchObject({ chrome: false, selfService: true });
    expect(matchShellRoute('/')).toMatchObject({ chrome: true, selfService: false });
  });

  it("leaves the staff area (its own frame) and the counter tablets' views without the site frame", () => {
    for (const path of ['/backend/orders/12', '/backend/frontdesk/1/key', '/backend/login'])
      expect(matchShellRoute(path)).toMatchObject({
        remote: 'backoffice',
        chrome: false,
        selfService: true,
      });
  });
});

describe('matchesRoutePattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/ueber-uns', false],
    ['/site/*', '/site', true],
    ['/site/*', '/site/a/b', true],
    ['/site/*', '/sites', false],
    ['/store/:branch', '/store/graz', true],
    ['/store/:branch', '/store/graz/', true],
    ['/store/:branch', '/store', false],
    ['/store/:branch', '/store/graz/checkout', false],
    ['*', '/irgendwas/tief', true],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });
});
