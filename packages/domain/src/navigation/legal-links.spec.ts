import { makeBranch, makeConfig } from '../testing/contract-fixtures.js';
import {
  LEGAL_PAGES,
  legalLinks,
  legalPageForPath,
  ONLINE_ORDER_LABEL,
  onlineOrderLink,
  withoutLegalLinks,
} from './legal-links.js';
import type { NavigationEntry } from './navigation-entries.js';
import type { LinkTarget } from './link-target.js';

describe('legalLinks', () => {
  it('links the internal page when the text is set, else the external url', () => {
    const links = legalLinks(
      makeConfig({
        termsAndConditionsText: '<p>AGB</p>',
        termsAndConditions: 'https://korn.example/agb',
        privacyPolicyText: '',
        privacyPolicy: 'https://korn.example/datenschutz',
        imprintText: '<p>Impressum</p>',
        allergensText: '',
        allergens: 'https://korn.example/allergene',
      }),
    );
    expect(links).toEqual([
      { label: 'AGB', target: { kind: 'internal', to: '/site/terms-and-conditions' } },
      {
        label: 'Datenschutz',
        target: { kind: 'external', href: 'https://korn.example/datenschutz', newTab: true },
      },
      { label: 'Impressum', target: { kind: 'internal', to: '/impressum' } },
      {
        label: 'Allergene',
        target: { kind: 'external', href: 'https://korn.example/allergene', newTab: true },
      },
    ]);
  });

  it.each([
    [
      'all texts',
      { termsAndConditionsText: 'a', privacyPolicyText: 'b', imprintText: 'c', allergensText: 'd' },
      ['/site/terms-and-conditions', '/datenschutz', '/impressum', '/site/allergens'],
    ],
    ['nothing configured', {}, []],
    ['a blank text and no url', { allergensText: '  ' }, []],
    [
      'a blank text and a url',
      { imprintText: ' ', imprint: 'https://korn.example/i' },
      ['https://korn.example/i'],
    ],
    ['a url that is a route', { allergens: '/site/allergene' }, ['/site/allergene']],
    ['a script url', { imprint: 'javascript:alert(1)' }, []],
  ])('%s', (_name, overrides, expected) => {
    const links = legalLinks(makeConfig(overrides));
    expect(
      links.map((l) =>
        l.target.kind === 'internal'
          ? l.target.to
          : l.target.kind === 'external'
            ? l.target.href
            : '',
      ),
    ).toEqual(expected);
  });
});

describe('legalPageForPath', () => {
  it.each([
    ['/impressum', 'Impressum'],
    ['/datenschutz/', 'Datenschutz'],
    ['/site/terms-and-conditions', 'AGB'],
    ['/site/allergens?x=1', 'Allergene'],
    ['/site/imprint', undefined],
    ['/', undefined],
  ])('%j → %s', (path, label) => {
    expect(legalPageForPath(path)?.label).toBe(label);
  });

  it('lists the four legal pages in footer order', () => {
    expect(LEGAL_PAGES.map((p) => p.label)).toEqual([
      'AGB',
      'Datenschutz',
      'Impressum',
      'Allergene',
    ]);
  });
});

describe('onlineOrderLink', () => {
  const one = makeBranch({ identifier: 'innenstadt' });
  it.each([
    ['exactly one branch', [one], '/store/innenstadt'],
    ['no branch', [], null],
    ['two branches', [one, makeBranch({ id: 2, identifier: 'hall' })], null],
    [
      'one visible and one hidden',
      [one, makeBranch({ id: 2, identifier: 'hall', isPublic: false })],
      '/store/innenstadt',
    ],
    [
      'one visible and one disabled',
      [makeBranch({ id: 2, isEnabled: false }), one],
      '/store/innenstadt',
    ],
    ['only a hidden branch', [makeBranch({ isPublic: false })], null],
  ])('%s', (_name, branches, expected) => {
    const link = onlineOrderLink(branches);
    expect(link && link.target.kind === 'internal' ? link.target.to : link).toBe(expected);
    if (link) expect(link.label).toBe('Online Bestellen');
  });

  it('has the label of the spec', () => {
    expect(ONLINE_ORDER_LABEL).toBe('Online Bestellen');
  });
});

describe('withoutLegalLinks', () => {
  const entry = (label: string, target: LinkTarget, children: NavigationEntry[] = []) => ({
    label,
    type: 'link' as const,
    target,
    isGroup: false,
    isCurrent: false,
    isActive: false,
    children,
  });
  const internal = (to: string): LinkTarget => ({ kind: 'internal', to });
  const legal = [
    { label: 'Datenschutz', target: internal('/datenschutz') },
    { label: 'Impressum', target: internal('/impressum') },
  ];

  it('drops the entries that repeat a legal link by label or by target, also nested', () => {
    const kept = withoutLegalLinks(
      [
        entry('datenschutz ', internal('/site/privacy')),
        entry('Rechtliches', internal('/impressum/')),
        entry('Über uns', internal('/site/ueber-uns'), [
          entry('Impressum', internal('/site/imprint')),
        ]),
        entry('Allergene', internal('/site/allergens')),
      ],
      legal,
    );
    expect(kept.map((e) => [e.label, e.children.map((child) => child.label)])).toEqual([
      ['Über uns', []],
      ['Allergene', []],
    ]);
  });
});
