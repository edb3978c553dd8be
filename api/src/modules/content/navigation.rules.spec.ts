import { NAVIGATION_MAX_ITEMS } from '@bestellwerk/domain';
import {
  checkNavigationItems,
  NAVIGATION_MESSAGES,
  type NavigationItemDraft,
} from './navigation.rules.js';

const item = (draft: Partial<NavigationItemDraft>): NavigationItemDraft => ({
  type: 'home',
  label: 'x',
  ...draft,
});

describe('checkNavigationItems', () => {
  it('fills in defaults and collects the sites and branches to look up', () => {
    const result = checkNavigationItems([
      item({ type: 'home', label: 'Start' }),
      item({
        type: 'group',
        label: 'Über uns',
        isEnabled: false,
        children: [
          item({ type: 'site', target: 4, label: 'Team' }),
          item({ type: 'branch', target: 2, label: 'Wien' }),
          item({ type: 'link', target: 'https://instagram.com/x', label: 'Instagram' }),
          item({ type: 'link', target: '/store/wien', label: 'Bestellen' }),
        ],
      }),
    ]);
    expect(result.errors).toEqual([]);
    expect(result.items[0]).toEqual({
      type: 'home',
      target: null,
      label: 'Start',
      isEnabled: true,
      children: [],
    });
    expect(result.items[1].isEnabled).toBe(false);
    expect(result.items[1].children.map((child) => child.target)).toEqual([
      4,
      2,
      'https://instagram.com/x',
      '/store/wien',
    ]);
    expect(result.sites).toEqual([{ id: 4, field: 'items.1.children.0.target' }]);
    expect(result.branches).toEqual([{ id: 2, field: 'items.1.children.1.target' }]);
  });

  it.each<[string, NavigationItemDraft, string]>([
    ['home with a target', item({ type: 'home', target: 3 }), NAVIGATION_MESSAGES.noTarget],
    ['group with a url', item({ type: 'group', target: '/x' }), NAVIGATION_MESSAGES.noTarget],
    ['site without an id', item({ type: 'site', target: null }), NAVIGATION_MESSAGES.site],
    ['site with a string', item({ type: 'site', target: '4' }), NAVIGATION_MESSAGES.site],
    ['site with a fraction', item({ type: 'site', target: 1.5 }), NAVIGATION_MESSAGES.site],
    ['branch with 0', item({ type: 'branch', target: 0 }), NAVIGATION_MESSAGES.branch],
    ['link with a number', item({ type: 'link', target: 5 }), NAVIGATION_MESSAGES.link],
    [
      'link with javascript:',
      item({ type: 'link', target: 'javascript:alert(1)' }),
      NAVIGATION_MESSAGES.link,
    ],
    ['link with an empty url', item({ type: 'link', target: '' }), NAVIGATION_MESSAGES.link],
  ])('refuses %s at its target', (_what, draft, message) => {
    expect(checkNavigationItems([item({}), draft]).errors).toEqual([
      { message, field: 'items.1.target' },
    ]);
  });

  it('allows five levels and refuses the sixth, once, at the item that is too deep', () => {
    const nest = (levels: number): NavigationItemDraft =>
      item({ type: 'group', children: levels > 1 ? [nest(levels - 1)] : [] });
    expect(checkNavigationItems([nest(5)]).errors).toEqual([]);
    expect(checkNavigationItems([nest(7)]).errors).toEqual([
      {
        message: NAVIGATION_MESSAGES.tooDeep,
        field: 'items.0.children.0.children.0.children.0.children.0.children.0',
      },
    ]);
  });

  it(`allows ${NAVIGATION_MAX_ITEMS} items in all and refuses more`, () => {
    const group = (n: number) =>
      item({ type: 'group', children: Array.from({ length: n - 1 }, () => item({})) });
    expect(checkNavigationItems([group(100), group(100)]).errors).toEqual([]);
    expect(checkNavigationItems([group(100), group(101)]).errors).toEqual([
      { message: NAVIGATION_MESSAGES.tooMany, field: 'items' },
    ]);
  });
});
