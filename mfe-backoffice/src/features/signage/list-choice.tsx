import type { ReactNode } from 'react';
import { fieldErrors, type Id } from '@bestellwerk/domain';
import { useEditorContext } from '../../shared/editor/editor-context.js';

export interface ListChoiceProps {
  /** The select's id; it is named by the custom field's legend (`${id}-legend`). */
  id: string;
  /** The field's path, for the server's message (below the fieldset as `${id}-error`). */
  path: string;
  current: Id | null;
  options: readonly { id: Id; label: string }[];
  /** The empty choice: '– kein Video –'. */
  none: string;
  /** What a chosen id the list does not hold is called: 'Datei #3'. */
  unknown: (id: Id) => string;
  onChange: (id: Id | null) => void;
  /** Notes below the select (a hint that the list is empty). */
  children?: ReactNode;
}

/**
 * One entry of a loaded list as the single control of a custom field: the empty choice, the
 * list's entries, and a chosen id the list does not hold (yet), so the select keeps showing it.
 */
export function ListChoice({
  id,
  path,
  current,
  options,
  none,
  unknown,
  onChange,
  children,
}: ListChoiceProps) {
  const invalid = fieldErrors(useEditorContext().errors, path).length > 0;
  return (
    <div className="bo-field">
      <select
        id={id}
        aria-labelledby={`${id}-legend`}
        value={current ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{none}</option>
        {current !== null && !options.some((option) => option.id === current) ? (
          <option value={current}>{unknown(current)}</option>
        ) : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
