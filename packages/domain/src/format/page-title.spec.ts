import {
  canonicalUrl,
  CHECKOUT_PAGE_TITLE,
  INTERNAL_ERROR_TEXT,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  pageDescription,
  pageTitle,
  type PageTitleRoute,
  STATUS_PAGE_TITLE,
} from './page-title.js';

const shop = { shopName: 'Bäckerei Korn' };

describe('pageTitle', () => {
  it.each<[string, PageTitleRoute, string]>([
    [
      'site with title',
      { kind: 'site', site: { title: 'Über uns', name: 'ueber' } },
      'Über uns - Bäckerei Korn',
    ],
    [
      'site without title uses its name',
      { kind: 'site', site: { title: ' ', name: 'Impressum' } },
      'Impressum - Bäckerei Korn',
    ],
    ['site with neither', { kind: 'site', site: { title: '', name: '' } }, 'Bäckerei Korn'],
    [
      'division with title',
      { kind: 'division', title: 'Unsere Filialen' },
      'Unsere Filialen - Bäckerei Korn',
    ],
    ['division without title', { kind: 'division', title: '' }, 'Bäckerei Korn'],
    [
      'branch',
      { kind: 'branch', branch: { name: 'Filiale Hall' } },
      'Filiale Hall - Bäckerei Korn',
    ],
    ['checkout', { kind: 'checkout' }, 'Bestellvorgang - Bäckerei Korn'],
    ['checkout error', { kind: 'checkout_error' }, 'Bestellvorgang - Bäckerei Korn'],
    ['status', { kind: 'status' }, 'Bestellstatus - Bäckerei Korn'],
    ['not found', { kind: 'not-found' }, '404 Not Found - Bäckerei Korn'],
  ])('%s', (_name, route, expected) => {
    expect(pageTitle(route, shop)).toBe(expected);
  });

  it('leaves out an empty shop name', () => {
    expect(pageTitle({ kind: 'status' }, { shopName: '  ' })).toBe('Bestellstatus');
    expect(pageTitle({ kind: 'division', title: '' }, { shopName: '' })).toBe('');
  });

  it('has the texts of the spec', () => {
    expect([CHECKOUT_PAGE_TITLE, STATUS_PAGE_TITLE]).toEqual(['Bestellvorgang', 'Bestellstatus']);
    expect(NOT_FOUND_TITLE).toBe('404 Not Found');
    expect(NOT_FOUND_TEXT).toBe('Leider wurde die angeforderte Seite nicht gefunden.');
    expect(INTERNAL_ERROR_TEXT).toBe(
      '500 Internal Server Error - Leider ist ein interner Fehler aufgetreten.',
    );
  });
});

describe('pageDescription', () => {
  it.each<[string, PageTitleRoute, string | null]>([
    [
      'branch with description',
      { kind: 'branch', branch: { name: 'Hall', description: ' Am Stadtplatz ' } },
      'Am Stadtplatz',
    ],
    [
      'branch without description',
      { kind: 'branch', branch: { name: 'Hall', description: '' } },
      null,
    ],
    ['branch given without description', { kind: 'branch', branch: { name: 'Hall' } }, null],
    [
      'site with description',
      { kind: 'site', site: { title: 'A', name: 'a', description: 'Über die Bäckerei' } },
      'Über die Bäckerei',
    ],
    ['division', { kind: 'division', title: 'Filialen' }, null],
    ['checkout', { kind: 'checkout' }, null],
  ])('%s', (_name, route, expected) => {
    expect(pageDescription(route)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['https://korn.at', '/site/agb', 'https://korn.at/site/agb'],
    ['https://korn.at/', '/site/agb', 'https://korn.at/site/agb'],
    ['https://korn.at', 'site/agb', 'https://korn.at/site/agb'],
    ['https://korn.at', '/', 'https://korn.at/'],
    ['https://korn.at', '', 'https://korn.at/'],
    ['https://korn.at', '/site/agb/', 'https://korn.at/site/agb'],
    ['https://korn.at', '/store/hall?table=T3', 'https://korn.at/store/hall'],
    ['https://korn.at', '/#spezialitaeten', 'https://korn.at/'],
    ['http://localhost:3000', '/impressum', 'http://localhost:3000/impressum'],
  ])('%s + %s', (origin, path, expected) => {
    expect(canonicalUrl(origin, path)).toBe(expected);
  });
});
