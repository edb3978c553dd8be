import { isAppNavigation, runtimeCacheRule, type RuntimeCacheRule } from './sw-routes.js';

const ORIGIN = 'https://shop.example.at';

describe('runtimeCacheRule', () => {
  it.each<[string, string, RuntimeCacheRule | null]>([
    ['GET', '/api/init', 'start-data'],
    ['GET', '/api/remotes', 'start-data'],
    ['POST', '/api/init', null],
    ['GET', '/api/branches', 'public-read'],
    ['GET', '/api/branches/3/menus', 'public-read'],
    ['GET', '/api/products', 'public-read'],
    ['GET', '/api/fonts', 'public-read'],
    ['GET', '/api/fonts/google/Lato/style-400.embed.css', 'public-read'],
    ['GET', '/api/users/me', null],
    ['GET', '/api/orders', null],
    ['GET', '/api/orders/public/abc/def', null],
    ['GET', '/api/branches/3', null],
    ['POST', '/api/orders', null],
    ['GET', '/image/small/1-2.jpg', 'image'],
    ['GET', '/image/1-2.png', 'image'],
    ['GET', '/upload/abc/4-1.pdf', 'image'],
    ['GET', '/mfe/storefront/remoteEntry.js', 'remote-entry'],
    ['GET', '/mfe/storefront/remoteEntry.0123abcd.js', 'remote-file'],
    ['GET', '/mfe/checkout/412.0123abcd.js', 'remote-file'],
    ['GET', '/main.0123abcd.js', null],
    ['GET', '/', null],
  ])('%s %s → %s', (method, path, rule) => {
    expect(runtimeCacheRule(new URL(path, ORIGIN), method, ORIGIN)).toBe(rule);
  });

  it('leaves other origins to the network', () => {
    const url = new URL('/api/init', 'https://cdn.example.com');
    expect(runtimeCacheRule(url, 'GET', ORIGIN)).toBeNull();
  });
});

describe('isAppNavigation', () => {
  it.each([
    ['/', true],
    ['/store/wien-neubau', true],
    ['/store/wien-neubau/checkout', true],
    ['/status/abc/def', true],
    ['/site/impressum', true],
    ['/backend/login', true],
    ['/apfelstrudel', true],
    ['/api/docs', false],
    ['/api', false],
    ['/image/1-2.jpg', false],
    ['/upload/abc/1-1.pdf', false],
    ['/mfe/storefront/index.html', false],
    ['/sw.js', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppNavigation(path)).toBe(expected);
  });
});
