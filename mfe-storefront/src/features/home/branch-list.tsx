import { useId, useMemo, useState } from 'react';
import {
  BRANCH_SEARCH_PLACEHOLDER,
  NO_SEARCH_RESULTS_TEXT,
  branchCountText,
  branchHasTag,
  branchOpenStatus,
  filterBranches,
  isBranchFilterActive,
  toggleTagFilter,
  type Branch,
  type BranchFilter,
  type Id,
  type Tag,
} from '@bestellwerk/domain';
import { useNow } from '@bestellwerk/client';
import { BranchCard } from './branch-card.js';

/** The clock of the closing-soon flags is read once a minute. */
const CLOCK_INTERVAL_MS = 60_000;

export interface BranchListProps {
  /** The branches the home shows, in order (visitors: listed ones; staff: also non-public). */
  branches: Branch[];
  tags: Tag[];
  isSearchEnabled: boolean;
  isTagFilterEnabled: boolean;
  timeZone: string;
}

/**
 * The branch list of the division home (storefront.md §2, §5): optional search box and tag filter, the
 * count line while filtering, the no-result text, and a card per branch.
 */
export function BranchList({
  branches,
  tags,
  isSearchEnabled,
  isTagFilterEnabled,
  timeZone,
}: BranchListProps) {
  const [filter, setFilter] = useState<BranchFilter>({ term: '', tagId: null });
  const now = useNow(CLOCK_INTERVAL_MS);
  // Only tags some branch carries: a filter button that empties the list helps nobody.
  const usedTags = useMemo(
    () => tags.filter((tag) => branches.some((branch) => branchHasTag(branch, tag.id))),
    [tags, branches],
  );
  const shown = filterBranches(branches, filter, tags);
  const isActive = isBranchFilterActive(filter);
  const status =
    shown.length === 0
      ? NO_SEARCH_RESULTS_TEXT
      : isActive
        ? branchCountText(shown.length, branches.length)
        : '';

  return (
    <>
      {isSearchEnabled || (isTagFilterEnabled && usedTags.length > 0) ? (
        <div className="bw-branch-filter">
          {isSearchEnabled ? (
            <BranchSearchBox
              term={filter.term}
              onChange={(term) => setFilter((current) => ({ ...current, term }))}
            />
          ) : null}
          {isTagFilterEnabled && usedTags.length > 0 ? (
            <TagFilter
              tags={usedTags}
              selected={filter.tagId}
              onToggle={(id) =>
                setFilter((current) => ({ ...current, tagId: toggleTagFilter(current.tagId, id) }))
              }
            />
          ) : null}
        </div>
      ) : null}
      <p className="bw-branch-list__status" role="status">
        {status}
      </p>
      {shown.length > 0 ? (
        <ul className="bw-branch-list" aria-label="Filialen">
          {shown.map((branch, index) => (
            <li key={branch.id}>
              <BranchCard
                branch={branch}
                isFirst={index === 0}
                isClosingSoon={branchOpenStatus(branch, now, timeZone).state === 'closing-soon'}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function BranchSearchBox({ term, onChange }: { term: string; onChange: (term: string) => void }) {
  const id = useId();
  return (
    <form className="bw-branch-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="bw-branch-search__label">
        Filiale suchen
      </label>
      <input
        id={id}
        className="bw-branch-search__input"
        type="search"
        value={term}
        placeholder={BRANCH_SEARCH_PLACEHOLDER}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}

interface TagFilterProps {
  tags: Tag[];
  selected: Id | null;
  onToggle: (id: Id) => void;
}

function TagFilter({ tags, selected, onToggle }: TagFilterProps) {
  const headingId = useId();
  return (
    <div className="bw-tag-filter" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="bw-tag-filter__label">
        Nach Merkmal filtern
      </span>
      <div className="bw-tag-filter__buttons">
        {tags.map((tag) => (
          <button
            key={tag.id}
            type="button"
            className="bw-tag-filter__button"
            aria-pressed={selected === tag.id}
            onClick={() => onToggle(tag.id)}
          >
            {tag.name}
          </button>
        ))}
      </div>
    </div>
  );
}
