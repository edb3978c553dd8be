import { matchShellRoute } from './routes.js';

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
    ['/signage/tv-1', 'signage'],
    ['/time-tracking/anna/token', 'timetracking'],
    ['/ueber-uns', 'storefront'],
    ['/store/innenstadt/unbekannt', 'storefront'],
  ])('sends %s to %s', (path, remote) => {
    expect(matchShellRoute(path).remote).toBe(remote);
  });

  it('frames TVs without header and footer and flags time tracking as self-service', () => {
    expect(matchShellRoute('/signage/tv-1')).toMatchObject({ chrome: false, selfService: false });
    expect(matchShellRoute('/time-tracking/anna/token')).toMatchObject({
      chrome: true,
      selfService: true,
    });
    expect(matchShellRoute('/')).toMatchObject({ chrome: true, selfService: false });
  });

  it("shows the counter tablets' order views full screen and self-service, staff pages framed", () => {
    for (const path of ['/backend/frontdesk/1/key', '/backend/orders-view/1/key'])
      expect(matchShellRoute(path)).toMatchObject({
        remote: 'backoffice',
        chrome: false,
        selfService: true,
      });
    expect(matchShellRoute('/backend/orders/12')).toMatchObject({
      chrome: true,
      selfService: false,
    });
  });
});
