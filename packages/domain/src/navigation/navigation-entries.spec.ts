import fc from 'fast-check';
import type { NavigationItem } from '../contract/content.js';
import { makeBranch, makeNavItem, makeSite } from '../testing/contract-fixtures.js';
import type { LinkTarget } from './link-target.js';
import {
  isTargetCurrent,
  navigationItemTarget,
  navigationLookup,
  normalizePathname,
  resolveNavigation,
  type NavigationEntry,
} from './navigation-entries.js';

const lookup = navigationLookup(
  [makeSite({ id: 4, path: '/site/ueber-uns' }), makeSite({ id: 6, path: '' })],
  [
    makeBranch({ id: 2, identifier: 'bahnhof' }),
    makeBranch({ id: 3, identifier: 'geheim', isPublic: false }),
    makeBranch({ id: 7, identifier: 'zu', isEnabled: false }),
  ],
);

describe('navigationItemTarget', () => {
  it.each<[string, Partial<NavigationItem>, LinkTarget]>([
    ['home', { type: 'home' }, { kind: 'internal', to: '/' }],
    ['site by id', { type: 'site', target: 4 }, { kind: 'internal', to: '/site/ueber-uns' }],
    [
      'site by numeric string',
      { type: 'site', target: '4' },
      { kind: 'internal', to: '/site/ueber-uns' },
    ],
    ['the start page site', { type: 'site', target: 6 }, { kind: 'internal', to: '/' }],
    ['unknown site', { type: 'site', target: 99 }, { kind: 'inert' }],
    ['site without target', { type: 'site', target: null }, { kind: 'inert' }],
    ['site with a fractional id', { type: 'site', target: 4.5 }, { kind: 'inert' }],
    ['site with a path as target', { type: 'site', target: '/site/ueber-uns' }, { kind: 'inert' }],
    ['branch', { type: 'branch', target: 2 }, { kind: 'internal', to: '/store/bahnhof' }],
    ['branch not public', { type: 'branch', target: 3 }, { kind: 'inert' }],
    ['branch disabled', { type: 'branch', target: 7 }, { kind: 'inert' }],
    ['unknown branch', { type: 'branch', target: 99 }, { kind: 'inert' }],
    ['branch without target', { type: 'branch', target: null }, { kind: 'inert' }],
    [
      'internal link',
      { type: 'link', target: '/site/kontakt' },
      { kind: 'internal', to: '/site/kontakt' },
    ],
    [
      'external link',
      { type: 'link', target: 'https://instagram.com/korn' },
      { kind: 'external', href: 'https://instagram.com/korn', newTab: true },
    ],
    [
      'tel link',
      { type: 'link', target: 'tel:+43512123456' },
      { kind: 'external', href: 'tel:+43512123456', newTab: false },
    ],
    [
      'mailto link',
      { type: 'link', target: 'mailto:a@b.at' },
      { kind: 'external', href: 'mailto:a@b.at', newTab: false },
    ],
    ['link with an id', { type: 'link', target: 4 }, { kind: 'inert' }],
    ['link without target', { type: 'link', target: null }, { kind: 'inert' }],
    ['group', { type: 'group', target: 4 }, { kind: 'inert' }],
  ])('%s', (_name, item, expected) => {
    expect(navigationItemTarget(makeNavItem(item), lookup)).toEqual(expected);
  });
});

describe('normalizePathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/site/a/', '/site/a'],
    ['/site/a//', '/site/a'],
    ['/store/x?table=3', '/store/x'],
    ['/#form', '/'],
  ])('%j → %j', (path, expected) => {
    expect(normalizePathname(path)).toBe(expected);
  });
});

describe('isTargetCurrent', () => {
  const store: LinkTarget = { kind: 'internal', to: '/store/bahnhof' };
  it.each<[string, LinkTarget, NavigationItem['type'], string, boolean]>([
    ['same path', { kind: 'internal', to: '/site/a' }, 'site', '/site/a', true],
    [
      'trailing slash and query ignored',
      { kind: 'internal', to: '/site/a' },
      'site',
      '/site/a/?x=1',
      true,
    ],
    [
      'a page below a site is not the site',
      { kind: 'internal', to: '/site/a' },
      'site',
      '/site/a/b',
      false,
    ],
    ['home on home', { kind: 'internal', to: '/' }, 'home', '/', true],
    ['home elsewhere', { kind: 'internal', to: '/' }, 'home', '/site/a', false],
    ['branch on its store', store, 'branch', '/store/bahnhof', true],
    ['branch on its checkout', store, 'branch', '/store/bahnhof/checkout', true],
    [
      'branch on another store with the same prefix',
      store,
      'branch',
      '/store/bahnhofstrasse',
      false,
    ],
    ['an internal link to a store, exact only', store, 'link', '/store/bahnhof/checkout', false],
    ['external', { kind: 'external', href: 'https://x.at', newTab: true }, 'link', '/', false],
    ['inert', { kind: 'inert' }, 'group', '/', false],
  ])('%s', (_name, target, type, pathname, expected) => {
    expect(isTargetCurrent(target, type, pathname)).toBe(expected);
  });
});

describe('resolveNavigation', () => {
  const items: NavigationItem[] = [
    makeNavItem({ type: 'home', label: 'Start' }),
    makeNavItem({
      type: 'group',
      label: 'Filialen',
      children: [
        makeNavItem({ type: 'branch', target: 2, label: 'Bahnhof' }),
        makeNavItem({ type: 'branch', target: 2, label: 'Alt', isEnabled: false }),
        makeNavItem({
          type: 'group',
          label: 'Mehr',
          children: [makeNavItem({ type: 'site', target: 4, label: 'Über uns' })],
        }),
      ],
    }),
    makeNavItem({
      type: 'group',
      label: 'Versteckt',
      isEnabled: false,
      children: [makeNavItem({ type: 'site', target: 4, label: 'Über uns' })],
    }),
    makeNavItem({ type: 'link', target: 'https://instagram.com/korn', label: 'Instagram' }),
  ];

  /** label, flags and children as a compact tree. */
  const shape = (entries: NavigationEntry[]): unknown[] =>
    entries.map((e) => [
      e.label,
      `${e.isActive ? 'active' : ''}${e.isCurrent ? '+current' : ''}`,
      ...(e.children.length ? [shape(e.children)] : []),
    ]);

  it('drops disabled items with their children, nests the rest and resolves targets', () => {
    const entries = resolveNavigation(items, lookup);
    expect(entries.map((e) => [e.label, e.type, e.isGroup, e.target])).toEqual([
      ['Start', 'home', false, { kind: 'internal', to: '/' }],
      ['Filialen', 'group', true, { kind: 'inert' }],
      [
        'Instagram',
        'link',
        false,
        { kind: 'external', href: 'https://instagram.com/korn', newTab: true },
      ],
    ]);
    expect(entries[1].children.map((e) => e.label)).toEqual(['Bahnhof', 'Mehr']);
    expect(entries[1].children[1].children[0].target).toEqual({
      kind: 'internal',
      to: '/site/ueber-uns',
    });
  });

  it.each<[string, string | null, unknown[]]>([
    [
      'no pathname flags nothing',
      null,
      [
        ['Start', ''],
        [
          'Filialen',
          '',
          [
            ['Bahnhof', ''],
            ['Mehr', '', [['Über uns', '']]],
          ],
        ],
        ['Instagram', ''],
      ],
    ],
    [
      'home',
      '/',
      [
        ['Start', 'active+current'],
        [
          'Filialen',
          '',
          [
            ['Bahnhof', ''],
            ['Mehr', '', [['Über uns', '']]],
          ],
        ],
        ['Instagram', ''],
      ],
    ],
    [
      'a nested site flags its ancestors',
      '/site/ueber-uns',
      [
        ['Start', ''],
        [
          'Filialen',
          'active',
          [
            ['Bahnhof', ''],
            ['Mehr', 'active', [['Über uns', 'active+current']]],
          ],
        ],
        ['Instagram', ''],
      ],
    ],
    [
      'a branch checkout flags the branch',
      '/store/bahnhof/checkout',
      [
        ['Start', ''],
        [
          'Filialen',
          'active',
          [
            ['Bahnhof', 'active+current'],
            ['Mehr', '', [['Über uns', '']]],
          ],
        ],
        ['Instagram', ''],
      ],
    ],
    [
      'an unknown path flags nothing',
      '/site/nirgends',
      [
        ['Start', ''],
        [
          'Filialen',
          '',
          [
            ['Bahnhof', ''],
            ['Mehr', '', [['Über uns', '']]],
          ],
        ],
        ['Instagram', ''],
      ],
    ],
  ])('%s', (_name, pathname, expected) => {
    expect(shape(resolveNavigation(items, lookup, pathname))).toEqual(expected);
  });

  it('flags an entry active exactly when it or an entry below it is current', () => {
    const arbitraryItem: fc.Memo<NavigationItem> = fc.memo((depth) =>
      fc.record({
        type: fc.constantFrom('home', 'site', 'branch', 'link', 'group'),
        target: fc.constantFrom(null, 2, 4, '/site/ueber-uns', 'https://x.at'),
        label: fc.constant('x'),
        isEnabled: fc.boolean(),
        children:
          depth > 1 ? fc.array(arbitraryItem(depth - 1), { maxLength: 3 }) : fc.constant([]),
      }),
    );
    const check = (entries: NavigationEntry[]): void => {
      for (const entry of entries) {
        check(entry.children);
        expect(entry.isActive).toBe(entry.isCurrent || entry.children.some((c) => c.isActive));
      }
    };
    fc.assert(
      fc.property(
        fc.array(arbitraryItem(3), { maxLength: 4 }),
        fc.constantFrom('/', '/site/ueber-uns', '/store/bahnhof/checkout'),
        (list, pathname) => check(resolveNavigation(list, lookup, pathname)),
      ),
    );
  });
});
