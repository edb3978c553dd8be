import {
  NAVIGATION_MAX_DEPTH,
  NAVIGATION_MAX_ITEMS,
  type FieldError,
  type NavigationItem,
  type NavigationItemType,
} from '@bestellwerk/domain';
import { SITE_REFERENCE_MESSAGE } from './content-references.js';
import { safeUrl } from './html-sanitizer.js';

/** A navigation item as validated by the DTO: the target is checked here, per type. */
export interface NavigationItemDraft {
  type: NavigationItemType;
  target?: unknown;
  label: string;
  isEnabled?: boolean;
  children?: NavigationItemDraft[];
}

/** A site or branch an item points to, with the field of its target. */
export interface NavigationReference {
  id: number;
  field: string;
}

export interface CheckedNavigation {
  items: NavigationItem[];
  errors: FieldError[];
  sites: NavigationReference[];
  branches: NavigationReference[];
}

export const NAVIGATION_MESSAGES = {
  tooDeep: `Navigationen dürfen höchstens ${NAVIGATION_MAX_DEPTH} Ebenen tief sein.`,
  tooMany: `Eine Navigation darf höchstens ${NAVIGATION_MAX_ITEMS} Einträge haben.`,
  noTarget: 'Einträge vom Typ „home“ und „group“ haben kein Ziel (null).',
  site: SITE_REFERENCE_MESSAGE,
  branch: 'Das Ziel muss die ID einer Filiale sein.',
  link: 'Das Ziel eines Links muss eine URL mit http, https, mailto oder tel oder ein Pfad sein.',
} as const;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/**
 * Checks a navigation tree: at most NAVIGATION_MAX_DEPTH levels and NAVIGATION_MAX_ITEMS items,
 * and per type its target: a site or branch id, a safe URL for links, null for home and group.
 * Answers the items as plain JSON (defaults filled in), the errors at their fields
 * (`items.0.children.2.target`) and the ids to look up.
 */
export function checkNavigationItems(drafts: NavigationItemDraft[]): CheckedNavigation {
  const result: CheckedNavigation = { items: [], errors: [], sites: [], branches: [] };
  let count = 0;
  const visit = (items: NavigationItemDraft[], path: string, depth: number): NavigationItem[] =>
    items.map((draft, index) => {
      const field = `${path}.${index}`;
      count += 1;
      if (depth === NAVIGATION_MAX_DEPTH + 1)
        result.errors.push({ message: NAVIGATION_MESSAGES.tooDeep, field });
      const target = draft.target ?? null;
      let checked: NavigationItem['target'] = null;
      if (draft.type === 'home' || draft.type === 'group') {
        if (target !== null)
          result.errors.push({ message: NAVIGATION_MESSAGES.noTarget, field: `${field}.target` });
      } else if (draft.type === 'site' || draft.type === 'branch') {
        if (isId(target)) {
          checked = target;
          (draft.type === 'site' ? result.sites : result.branches).push({
            id: target,
            field: `${field}.target`,
          });
        } else {
          result.errors.push({
            message: NAVIGATION_MESSAGES[draft.type],
            field: `${field}.target`,
          });
        }
      } else {
        const url = typeof target === 'string' && target.length <= 2000 ? safeUrl(target) : null;
        if (url) checked = url;
        else result.errors.push({ message: NAVIGATION_MESSAGES.link, field: `${field}.target` });
      }
      return {
        type: draft.type,
        target: checked,
        label: draft.label,
        isEnabled: draft.isEnabled ?? true,
        children: visit(draft.children ?? [], `${field}.children`, depth + 1),
      };
    });
  result.items = visit(drafts, 'items', 1);
  if (count > NAVIGATION_MAX_ITEMS)
    result.errors.unshift({ message: NAVIGATION_MESSAGES.tooMany, field: 'items' });
  return result;
}
