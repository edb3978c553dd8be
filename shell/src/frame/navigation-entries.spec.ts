import { BranchStore, SiteStore } from '@bestellwerk/client';
import { makeBranch, makeNavItem, makeSite } from '@bestellwerk/client/testing';
import { resolveNavigation } from './navigation-entries.js';

function lookup() {
  const sites = new SiteStore();
  sites.replace([makeSite({ id: 4, path: '/site/ueber-uns' })]);
  const branches = new BranchStore();
  branches.replace([makeBranch({ id: 2, identifier: 'bahnhof' })]);
  return { sites, branches };
}

describe('resolveNavigation', () => {
  it('resolves home, site, branch and link items to their targets', () => {
    const entries = resolveNavigation(
      [
        makeNavItem({ type: 'home', label: 'Start' }),
        makeNavItem({ type: 'site', target: 4, label: 'Über uns' }),
        makeNavItem({ type: 'branch', target: 2, label: 'Bahnhof' }),
        makeNavItem({ type: 'link', target: '/site/kontakt', label: 'Kontakt' }),
        makeNavItem({ type: 'link', target: 'https://instagram.com/korn', label: 'Instagram' }),
        makeNavItem({ type: 'link', target: 'tel:+43512123456', label: 'Anrufen' }),
      ],
      lookup(),
    );

    expect(entries.map((e) => [e.label, e.target])).toEqual([
      ['Start', { kind: 'internal', to: '/' }],
      ['Über uns', { kind: 'internal', to: '/site/ueber-uns' }],
      ['Bahnhof', { kind: 'internal', to: '/store/bahnhof' }],
      ['Kontakt', { kind: 'internal', to: '/site/kontakt' }],
      ['Instagram', { kind: 'external', href: 'https://instagram.com/korn', newTab: true }],
      ['Anrufen', { kind: 'external', href: 'tel:+43512123456', newTab: false }],
    ]);
  });

  it('drops disabled items at every level and nests the children of groups', () => {
    const [group, ...rest] = resolveNavigation(
      [
        makeNavItem({
          type: 'group',
          label: 'Filialen',
          children: [
            makeNavItem({ type: 'branch', target: 2, label: 'Bahnhof' }),
            makeNavItem({ type: 'branch', target: 2, label: 'Alt', isEnabled: false }),
          ],
        }),
        makeNavItem({ label: 'Versteckt', isEnabled: false }),
      ],
      lookup(),
    );

    expect(rest).toEqual([]);
    expect(group).toMatchObject({ label: 'Filialen', isGroup: true, target: { kind: 'inert' } });
    expect(group.children.map((c) => c.label)).toEqual(['Bahnhof']);
  });

  it('leaves items whose site or branch no longer exists inert', () => {
    const entries = resolveNavigation(
      [makeNavItem({ type: 'site', target: 99 }), makeNavItem({ type: 'branch', target: null })],
      lookup(),
    );

    expect(entries.map((e) => e.target)).toEqual([{ kind: 'inert' }, { kind: 'inert' }]);
  });
});
