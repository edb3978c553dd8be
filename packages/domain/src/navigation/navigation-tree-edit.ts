import {
  NAVIGATION_MAX_DEPTH,
  NAVIGATION_MAX_ITEMS,
  type NavigationItem,
} from '../contract/content.js';

// Pure edits of a navigation tree for the backoffice's tree editor. An item is addressed by its
// index path ([2, 0] = the first child of the third top-level item). Every edit answers the new
// tree and the moved item's new path, or null when the edit is not possible (nothing to move
// past, too deep, too many items), so a button can be disabled by asking the same function.

/** An item's index path from the top level. */
export type TreePath = readonly number[];

/** The result of an edit: the new tree and where the edited item stands now. */
export interface TreeEdit {
  items: NavigationItem[];
  path: number[];
}

/** Where a dragged item is dropped relative to a target item. */
export type DropPosition = 'before' | 'after' | 'inside';

/** The item at a path, or undefined. */
export function itemAtPath(
  items: readonly NavigationItem[],
  path: TreePath,
): NavigationItem | undefined {
  let list = items;
  let item: NavigationItem | undefined;
  for (const index of path) {
    item = list[index];
    if (!item) return undefined;
    list = item.children ?? [];
  }
  return item;
}

/** All items of the tree, children included. */
export function countTreeItems(items: readonly NavigationItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countTreeItems(item.children ?? []), 0);
}

/** How many levels an item spans: 1 without children. */
export function subtreeHeight(item: NavigationItem): number {
  return 1 + Math.max(0, ...(item.children ?? []).map(subtreeHeight));
}

/** Whether an item spanning `height` levels fits when its top stands at `depth` (top level 1). */
const fitsAt = (depth: number, height: number) => depth + height - 1 <= NAVIGATION_MAX_DEPTH;

/** The tree with the children list at `parent` ([] = top level) replaced by `update`'s answer. */
function withList(
  items: readonly NavigationItem[],
  parent: TreePath,
  update: (list: NavigationItem[]) => NavigationItem[],
): NavigationItem[] {
  if (parent.length === 0) return update([...items]);
  const [head, ...rest] = parent;
  return items.map((item, index) =>
    index === head ? { ...item, children: withList(item.children ?? [], rest, update) } : item,
  );
}

const isPrefix = (prefix: TreePath, path: TreePath) =>
  prefix.length <= path.length && prefix.every((index, i) => path[i] === index);

/** The tree without the item at `path` (and its children). */
export function removeTreeItem(items: readonly NavigationItem[], path: TreePath): TreeEdit | null {
  if (path.length === 0 || !itemAtPath(items, path)) return null;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return {
    items: withList(items, parent, (list) => list.filter((_, i) => i !== index)),
    path: [...path],
  };
}

/**
 * Adds `item` as the last child of `parent` ([] = at the end of the top level), if the tree stays
 * within NAVIGATION_MAX_ITEMS items and NAVIGATION_MAX_DEPTH levels.
 */
export function insertTreeItem(
  items: readonly NavigationItem[],
  parent: TreePath,
  item: NavigationItem,
): TreeEdit | null {
  if (parent.length > 0 && !itemAtPath(items, parent)) return null;
  if (countTreeItems(items) + countTreeItems([item]) > NAVIGATION_MAX_ITEMS) return null;
  if (!fitsAt(parent.length + 1, subtreeHeight(item))) return null;
  const length = parent.length === 0 ? items.length : itemAtPath(items, parent)!.children.length;
  return {
    items: withList(items, parent, (list) => [...list, item]),
    path: [...parent, length],
  };
}

/** Swaps the item with its previous (`-1`) or next (`1`) sibling. */
function swapWithSibling(
  items: readonly NavigationItem[],
  path: TreePath,
  step: -1 | 1,
): TreeEdit | null {
  if (path.length === 0 || !itemAtPath(items, path)) return null;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  const siblings = parent.length === 0 ? items : itemAtPath(items, parent)!.children;
  const other = index + step;
  if (other < 0 || other >= siblings.length) return null;
  return {
    items: withList(items, parent, (list) => {
      [list[index], list[other]] = [list[other], list[index]];
      return list;
    }),
    path: [...parent, other],
  };
}

/** Moves the item one place up among its siblings. */
export function moveTreeItemUp(items: readonly NavigationItem[], path: TreePath): TreeEdit | null {
  return swapWithSibling(items, path, -1);
}

/** Moves the item one place down among its siblings. */
export function moveTreeItemDown(
  items: readonly NavigationItem[],
  path: TreePath,
): TreeEdit | null {
  return swapWithSibling(items, path, 1);
}

/**
 * Moves the item (with its children) to `position` of the target item: before or after it
 * among the target's siblings, or inside it as its last child. Not into its own subtree, and
 * only within NAVIGATION_MAX_DEPTH levels.
 */
export function moveTreeItem(
  items: readonly NavigationItem[],
  from: TreePath,
  target: TreePath,
  position: DropPosition,
): TreeEdit | null {
  const item = itemAtPath(items, from);
  if (!item || !itemAtPath(items, target) || isPrefix(from, target)) return null;
  const depth = position === 'inside' ? target.length + 1 : target.length;
  if (!fitsAt(depth, subtreeHeight(item))) return null;
  const removed = removeTreeItem(items, from)!.items;
  // Removing the item shifts the later siblings on its level (and what lies below them).
  const level = from.length - 1;
  const adjusted = [...target];
  if (
    adjusted.length > level &&
    isPrefix(from.slice(0, -1), adjusted) &&
    adjusted[level] > from[level]
  )
    adjusted[level] -= 1;
  if (position === 'inside') {
    const length = itemAtPath(removed, adjusted)!.children.length;
    return {
      items: withList(removed, adjusted, (list) => [...list, item]),
      path: [...adjusted, length],
    };
  }
  const parent = adjusted.slice(0, -1);
  const index = adjusted[adjusted.length - 1] + (position === 'after' ? 1 : 0);
  return {
    items: withList(removed, parent, (list) => [
      ...list.slice(0, index),
      item,
      ...list.slice(index),
    ]),
    path: [...parent, index],
  };
}

/** Makes the item the last child of its previous sibling. */
export function indentTreeItem(items: readonly NavigationItem[], path: TreePath): TreeEdit | null {
  if (path.length === 0 || path[path.length - 1] === 0) return null;
  const previous = [...path.slice(0, -1), path[path.length - 1] - 1];
  return moveTreeItem(items, path, previous, 'inside');
}

/** Makes the item the next sibling of its parent. */
export function outdentTreeItem(items: readonly NavigationItem[], path: TreePath): TreeEdit | null {
  if (path.length < 2) return null;
  return moveTreeItem(items, path, path.slice(0, -1), 'after');
}
