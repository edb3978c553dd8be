import {
  NAVIGATION_MAX_DEPTH,
  NAVIGATION_MAX_ITEMS,
  type NavigationItem,
} from '../contract/content.js';
import {
  countTreeItems,
  indentTreeItem,
  insertTreeItem,
  itemAtPath,
  moveTreeItem,
  moveTreeItemDown,
  moveTreeItemUp,
  outdentTreeItem,
  removeTreeItem,
  type TreeEdit,
} from './navigation-tree-edit.js';

const item = (label: string, children: NavigationItem[] = []): NavigationItem => ({
  type: 'group',
  target: null,
  label,
  isEnabled: true,
  children,
});

/** The tree as nested labels: 'A(B,C)' means A with children B and C. */
const shape = (items: readonly NavigationItem[]): string =>
  items
    .map((each) => (each.children.length ? `${each.label}(${shape(each.children)})` : each.label))
    .join(',');

const result = (edit: TreeEdit | null) => (edit ? `${shape(edit.items)} @${edit.path}` : null);

/** A(A1,A2(A21)),B,C */
const tree = [item('A', [item('A1'), item('A2', [item('A21')])]), item('B'), item('C')];

/** A chain of `levels` nested items: L1(L2(…)). */
const chain = (levels: number, prefix = 'L'): NavigationItem => {
  let node = item(`${prefix}${levels}`);
  for (let level = levels - 1; level >= 1; level -= 1) node = item(`${prefix}${level}`, [node]);
  return node;
};

describe('navigation tree edits', () => {
  it.each([
    ['up', moveTreeItemUp, [1], 'B,A(A1,A2(A21)),C @0'],
    ['up the first', moveTreeItemUp, [0], null],
    ['up a child', moveTreeItemUp, [0, 1], 'A(A2(A21),A1),B,C @0,0'],
    ['down', moveTreeItemDown, [0], 'B,A(A1,A2(A21)),C @1'],
    ['down the last', moveTreeItemDown, [2], null],
    ['down the last child', moveTreeItemDown, [0, 1], null],
    ['indent B under A', indentTreeItem, [1], 'A(A1,A2(A21),B),C @0,2'],
    ['indent the first', indentTreeItem, [0], null],
    ['indent A2 under A1', indentTreeItem, [0, 1], 'A(A1(A2(A21))),B,C @0,0,0'],
    ['outdent A2 after A', outdentTreeItem, [0, 1], 'A(A1),A2(A21),B,C @1'],
    ['outdent A1 after A, before A2', outdentTreeItem, [0, 0], 'A(A2(A21)),A1,B,C @1'],
    ['outdent a top-level item', outdentTreeItem, [1], null],
    ['remove A2 with its child', removeTreeItem, [0, 1], 'A(A1),B,C @0,1'],
    ['remove nothing', removeTreeItem, [5], null],
  ] as const)('%s', (_name, edit, path, expected) => {
    expect(result(edit(tree, path))).toBe(expected);
  });

  it('leaves the original tree as it was', () => {
    indentTreeItem(tree, [1]);
    moveTreeItemUp(tree, [0, 1]);
    expect(shape(tree)).toBe('A(A1,A2(A21)),B,C');
  });

  it.each([
    ['C before A', [2], [0], 'before', 'C,A(A1,A2(A21)),B @0'],
    ['A after C', [0], [2], 'after', 'B,C,A(A1,A2(A21)) @2'],
    ['A before C', [0], [2], 'before', 'B,A(A1,A2(A21)),C @1'],
    ['C inside A2', [2], [0, 1], 'inside', 'A(A1,A2(A21,C)),B @0,1,1'],
    ['A21 inside B', [0, 1, 0], [1], 'inside', 'A(A1,A2),B(A21),C @1,0'],
    [
      'A1 after A21 (earlier sibling shifts the target)',
      [0, 0],
      [0, 1, 0],
      'after',
      'A(A2(A21,A1)),B,C @0,0,1',
    ],
    ['A into its own child', [0], [0, 1], 'inside', null],
    ['A onto itself', [0], [0], 'before', null],
  ] as const)('drags %s', (_name, from, target, position, expected) => {
    expect(result(moveTreeItem(tree, from, target, position))).toBe(expected);
  });

  it(`keeps items within ${NAVIGATION_MAX_DEPTH} levels`, () => {
    const deep = [chain(NAVIGATION_MAX_DEPTH), item('X'), item('Y', [item('Y1')])];
    const lowest = Array.from({ length: NAVIGATION_MAX_DEPTH }, () => 0);
    expect(itemAtPath(deep, lowest)?.label).toBe(`L${NAVIGATION_MAX_DEPTH}`);
    expect(moveTreeItem(deep, [1], lowest, 'inside')).toBeNull();
    expect(result(moveTreeItem(deep, [1], lowest, 'after'))).toContain(
      `@${[...lowest.slice(0, -1), 1]}`,
    );
    // Y spans two levels: it fits below the fourth level but not below the fifth.
    expect(moveTreeItem(deep, [2], lowest.slice(0, -2), 'inside')).not.toBeNull();
    expect(moveTreeItem(deep, [2], lowest.slice(0, -1), 'inside')).toBeNull();
    expect(insertTreeItem(deep, lowest, item('Z'))).toBeNull();
    expect(insertTreeItem(deep, lowest.slice(0, -1), item('Z'))?.path).toEqual([
      ...lowest.slice(0, -1),
      1,
    ]);
  });

  it(`inserts at the end of a list, up to ${NAVIGATION_MAX_ITEMS} items`, () => {
    expect(result(insertTreeItem(tree, [], item('D')))).toBe('A(A1,A2(A21)),B,C,D @3');
    expect(result(insertTreeItem(tree, [1], item('B1')))).toBe('A(A1,A2(A21)),B(B1),C @1,0');
    expect(insertTreeItem(tree, [7], item('D'))).toBeNull();
    const full = Array.from({ length: NAVIGATION_MAX_ITEMS }, (_, i) => item(`I${i}`));
    expect(countTreeItems(full)).toBe(NAVIGATION_MAX_ITEMS);
    expect(insertTreeItem(full, [], item('one more'))).toBeNull();
    expect(insertTreeItem(full.slice(1), [], item('last'))?.path).toEqual([
      NAVIGATION_MAX_ITEMS - 1,
    ]);
  });
});
