import { useMemo } from 'react';
import type { Branch, Id } from '@bestellwerk/domain';
import { useApiQuery, type ApiQuery } from '@bestellwerk/client';
import { QueryState } from './query-state.js';

export interface BranchList {
  query: ApiQuery<Branch[]>;
  /** The branches; null while they load or when loading failed. */
  list: readonly Branch[] | null;
  /** A branch's name; 'Filiale 3' for a branch not in the list. */
  nameOf: (id: Id) => string;
}

/** The branches the signed-in user may read (`GET /api/branches`), loaded once per page. */
export function useBranches(): BranchList {
  const query = useApiQuery((api, signal) => api.get('/branches', { signal }), []);
  const list = query.status === 'done' ? query.data : null;
  // One lookup per loaded list: callers may build on `nameOf` until the list changes.
  const nameOf = useMemo(() => {
    const names = new Map<Id, string>((list ?? []).map((branch) => [branch.id, branch.name]));
    return (id: Id) => names.get(id) ?? `Filiale ${id}`;
  }, [list]);
  return { query, list, nameOf };
}

/** Says that the branches could not be loaded, with a retry (with `loading`, also that they load). */
export function BranchesState({ branches, loading }: { branches: BranchList; loading?: boolean }) {
  return (
    <QueryState
      query={branches.query}
      loading={loading}
      failedTitle="Filialen konnten nicht geladen werden."
    />
  );
}

export interface BranchFilterProps {
  /** The chosen branch; null for all. */
  value: Id | null;
  branches: readonly Branch[];
  onChange: (branch: Id | null) => void;
}

/** The 'Filiale' field of a list filter: one of the user's branches, or 'Alle Filialen'. */
export function BranchFilter({ value, branches, onChange }: BranchFilterProps) {
  return (
    <label className="bo-field">
      Filiale
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Alle Filialen</option>
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </label>
  );
}
