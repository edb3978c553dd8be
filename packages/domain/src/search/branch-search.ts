import type { Id } from '../contract/common.js';
import type { Tag } from '../contract/catalog.js';
import type { Branch } from '../contract/organisation.js';

/** Shown when a search or tag filter leaves no branch (storefront.md §8). */
export const NO_SEARCH_RESULTS_TEXT = 'Leider wurden keine Ergebnisse gefunden.';

/** Placeholder of the branch search box (storefront.md §2 "Home / division page"). */
export const BRANCH_SEARCH_PLACEHOLDER = 'PLZ / Ort';

/** What the home page filters its branch list by: the search term and the selected tag. */
export interface BranchFilter {
  term: string;
  tagId: Id | null;
}

/** The fields of a branch the search reads. */
export type SearchableBranch = Pick<
  Branch,
  'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'
>;

/**
 * The words of a search term: trimmed, split on whitespace and commas, lower-cased for the locale
 * (German by default); empty when the term holds no word.
 */
export function branchSearchWords(term: string, locale = 'de'): string[] {
  return term
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => word.toLocaleLowerCase(locale));
}

/**
 * Whether a branch matches search words: with no words always; otherwise when ANY word occurs,
 * ignoring case, in its name, street, city, zip code, keywords or the name of one of its tags
 * (tags resolved by id from `tags`; unknown ids are skipped).
 */
export function branchMatchesWords(
  branch: SearchableBranch,
  words: readonly string[],
  tags: readonly Pick<Tag, 'id' | 'name'>[],
  locale = 'de',
): boolean {
  if (words.length === 0) return true;
  const tagNames = branch.tags.flatMap((ref) =>
    tags.filter((tag) => tag.id === ref.id).map((tag) => tag.name),
  );
  const haystacks = [
    branch.name,
    branch.street,
    branch.city,
    branch.zipCode,
    branch.keywords,
    ...tagNames,
  ].map((text) => text.toLocaleLowerCase(locale));
  return words.some((word) => haystacks.some((text) => text.includes(word)));
}

/** Whether a branch carries a tag. */
export function branchHasTag(branch: Pick<Branch, 'tags'>, tagId: Id): boolean {
  return branch.tags.some((tag) => tag.id === tagId);
}

/**
 * The branches left by the home page's filter, in their given order: those having the selected
 * tag (if one is selected) and matching the search term (see `branchMatchesWords`). An empty
 * term and no tag keep every branch.
 */
export function filterBranches<B extends SearchableBranch>(
  branches: readonly B[],
  filter: BranchFilter,
  tags: readonly Pick<Tag, 'id' | 'name'>[],
  locale = 'de',
): B[] {
  const words = branchSearchWords(filter.term, locale);
  return branches.filter(
    (branch) =>
      (filter.tagId === null || branchHasTag(branch, filter.tagId)) &&
      branchMatchesWords(branch, words, tags, locale),
  );
}

/** The tag selected after clicking one: the clicked tag, or none when it was already selected. */
export function toggleTagFilter(selected: Id | null, clicked: Id): Id | null {
  return selected === clicked ? null : clicked;
}

/** Whether a filter narrows the list: a term with at least one word, or a selected tag. */
export function isBranchFilterActive(filter: BranchFilter): boolean {
  return filter.tagId !== null || branchSearchWords(filter.term).length > 0;
}

/** The count line shown while a term or tag is active: '{n} von {total} Filialen werden angezeigt.' */
export function branchCountText(shown: number, total: number): string {
  return `${shown} von ${total} Filialen werden angezeigt.`;
}
