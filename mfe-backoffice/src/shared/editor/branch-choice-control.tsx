import { useApiQuery, type ApiQuery } from '@bestellwerk/client';
import { refIdsOf } from '@bestellwerk/domain';
import type { CustomControlProps } from './editor-context.js';

interface BranchOption {
  id: number;
  name: string;
}

/** The chosen branch ids (a menu takes plain ids, not `{ id }` references). */
export function branchIdsOf(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((id): id is number => typeof id === 'number')
    : refIdsOf(value);
}

/** The branches a menu is for, as checkboxes over the branch list; the value is a list of ids. */
export function BranchChoiceControl(props: CustomControlProps) {
  const branches = useApiQuery((client, signal) => client.get('/branches', { signal }), []);
  return <BranchChoiceList {...props} branches={branches} />;
}

/** Checkboxes over a branch list the screen has loaded already; the value is a list of ids. */
export function BranchChoiceList({
  value,
  id,
  onChange,
  branches,
}: CustomControlProps & { branches: ApiQuery<readonly BranchOption[]> }) {
  const chosen = branchIdsOf(value);
  if (branches.status === 'loading') return <p className="bo-muted">Filialen werden geladen…</p>;
  if (branches.status === 'error') {
    return (
      <p className="bo-field-error">
        Filialen konnten nicht geladen werden.{' '}
        <button type="button" className="bw-link-button" onClick={branches.reload}>
          Erneut versuchen
        </button>
      </p>
    );
  }
  if (branches.data.length === 0) return <p className="bo-muted">Keine Filialen vorhanden.</p>;
  return (
    <div className="bo-branch-choice">
      {branches.data.map((branch, index) => (
        <label key={branch.id} className="bo-check">
          <input
            id={index === 0 ? id : undefined}
            type="checkbox"
            checked={chosen.includes(branch.id)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...chosen, branch.id]
                  : chosen.filter((each) => each !== branch.id),
              )
            }
          />
          {branch.name}
        </label>
      ))}
    </div>
  );
}
