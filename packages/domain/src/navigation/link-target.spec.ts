import { makeSite } from '../testing/contract-fixtures.js';
import {
  branchPath,
  INERT_TARGET,
  LINK_DEFAULT_LABEL,
  resolveLinkField,
  sitePath,
  urlTarget,
  type LinkTarget,
} from './link-target.js';

describe('urlTarget', () => {
  it.each<[string, LinkTarget]>([
    ['/site/kontakt', { kind: 'internal', to: '/site/kontakt' }],
    ['/', { kind: 'internal', to: '/' }],
    [' /store/hall ', { kind: 'internal', to: '/store/hall' }],
    [
      'https://instagram.com/korn',
      { kind: 'external', href: 'https://instagram.com/korn', newTab: true },
    ],
    ['http://korn.at', { kind: 'external', href: 'http://korn.at', newTab: true }],
    ['//cdn.korn.at/menu.pdf', { kind: 'external', href: '//cdn.korn.at/menu.pdf', newTab: true }],
    ['mailto:hallo@korn.at', { kind: 'external', href: 'mailto:hallo@korn.at', newTab: false }],
    ['MAILTO:hallo@korn.at', { kind: 'external', href: 'MAILTO:hallo@korn.at', newTab: false }],
    ['tel:+43512123456', { kind: 'external', href: 'tel:+43512123456', newTab: false }],
    ['', { kind: 'inert' }],
    ['   ', { kind: 'inert' }],
    ['javascript:alert(1)', { kind: 'inert' }],
    [' JavaScript:alert(1)', { kind: 'inert' }],
    ['data:text/html,<b>x</b>', { kind: 'inert' }],
    ['vbscript:x', { kind: 'inert' }],
  ])('%j', (url, expected) => {
    expect(urlTarget(url)).toEqual(expected);
  });

  it('shares one frozen inert target', () => {
    expect(urlTarget('')).toBe(INERT_TARGET);
    expect(Object.isFrozen(INERT_TARGET)).toBe(true);
  });
});

describe('sitePath and branchPath', () => {
  it.each([
    ['', '/'],
    ['/site/ueber-uns', '/site/ueber-uns'],
    ['/impressum', '/impressum'],
  ])('site path %j → %j', (path, expected) => {
    expect(sitePath({ path })).toBe(expected);
  });

  it.each([
    ['innenstadt', '/store/innenstadt'],
    ['wien-neubau', '/store/wien-neubau'],
    ['a b/c', '/store/a%20b%2Fc'],
  ])('branch %j → %j', (identifier, expected) => {
    expect(branchPath(identifier)).toBe(expected);
  });
});

describe('resolveLinkField', () => {
  const sites = new Map([
    [4, makeSite({ id: 4, path: '/site/catering' })],
    [5, makeSite({ id: 5, path: '' })],
  ]);

  it.each<[string, { label: string; target: number | null; url: string }, string, LinkTarget]>([
    [
      'internal target wins over url',
      { label: 'Catering', target: 4, url: 'https://x.at' },
      'Catering',
      { kind: 'internal', to: '/site/catering' },
    ],
    [
      'the start page',
      { label: 'Start', target: 5, url: '' },
      'Start',
      { kind: 'internal', to: '/' },
    ],
    [
      'unknown target falls back to url',
      { label: 'X', target: 99, url: 'https://x.at' },
      'X',
      { kind: 'external', href: 'https://x.at', newTab: true },
    ],
    [
      'url only',
      { label: 'Shop', target: null, url: '/store/hall' },
      'Shop',
      { kind: 'internal', to: '/store/hall' },
    ],
    ['neither: inert', { label: 'Nichts', target: null, url: '' }, 'Nichts', { kind: 'inert' }],
    [
      'unknown target and no url: inert',
      { label: 'Weg', target: 99, url: ' ' },
      'Weg',
      { kind: 'inert' },
    ],
    [
      'empty label',
      { label: '', target: 4, url: '' },
      'Mehr erfahren',
      { kind: 'internal', to: '/site/catering' },
    ],
    [
      'blank label',
      { label: '  ', target: null, url: 'tel:+43' },
      'Mehr erfahren',
      { kind: 'external', href: 'tel:+43', newTab: false },
    ],
  ])('%s', (_name, field, label, target) => {
    expect(resolveLinkField(field, sites)).toEqual({ label, target });
  });

  it('defaults to the spec label', () => {
    expect(LINK_DEFAULT_LABEL).toBe('Mehr erfahren');
  });
});
