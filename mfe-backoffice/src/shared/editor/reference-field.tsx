import { refIdOf, refIdsOf, type EditorField, type ReferenceTarget } from '@bestellwerk/domain';
import { useApiQuery } from '@bestellwerk/client';
import type { FieldControlProps } from './field-control.js';
import { FieldLabel, FieldNotes, useFieldIds } from './field-ids.js';

/** The API list a reference target picks from. */
export const REFERENCE_PATHS = {
  block: '/blocks',
  site: '/sites',
  category: '/categories',
  product: '/products',
  branch: '/branches',
  division: '/divisions',
  tag: '/tags',
  project: '/projects',
} as const satisfies Record<ReferenceTarget, string>;

interface ReferenceOption {
  id: number;
  name?: string | null;
  title?: string | null;
  identifier?: string | null;
  path?: string | null;
}

/** What a list entry is called in the picker: its name, title, identifier or path. */
export const optionLabel = (option: ReferenceOption): string =>
  option.name || option.title || option.identifier || option.path || `#${option.id}`;

/**
 * The options of a single reference's select: none, the list's entries, and a chosen id the list
 * does not hold (yet) as `#id`, so the select keeps showing it.
 */
export function ReferenceOptions({
  current,
  list,
}: {
  current: number | null;
  list: readonly ReferenceOption[];
}) {
  return (
    <>
      <option value="">– keine Auswahl –</option>
      {current !== null && !list.some((option) => option.id === current) ? (
        <option value={String(current)}>#{current}</option>
      ) : null}
      {list.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {optionLabel(option)}
        </option>
      ))}
    </>
  );
}

type ReferenceFieldProps = FieldControlProps & {
  field: Extract<EditorField, { kind: 'reference' }>;
};

/**
 * An `{ id }` reference picked from the target's API list: a select, or with `multiple` a list
 * of checkboxes. The list loads with the control; while it loads or fails the control says so.
 */
export function ReferenceField({ field, value, path, onChange }: ReferenceFieldProps) {
  const ids = useFieldIds(field, path);
  const listPath = REFERENCE_PATHS[field.target];
  const options = useApiQuery((client, signal) => client.get(listPath, { signal }), [listPath]);
  const list = options.status === 'done' ? options.data : [];
  const state =
    options.status === 'loading' ? (
      <p className="bo-muted">{field.label}: Auswahl wird geladen…</p>
    ) : options.status === 'error' ? (
      <p className="bo-field-error">
        {field.label}: Auswahl konnte nicht geladen werden.{' '}
        <button type="button" className="bw-link-button" onClick={options.reload}>
          Erneut versuchen
        </button>
      </p>
    ) : null;

  if (field.multiple) {
    const chosen = refIdsOf(value);
    const toggle = (id: number, checked: boolean) =>
      onChange(
        checked
          ? [...chosen, id].map((each) => ({ id: each }))
          : chosen.filter((each) => each !== id).map((each) => ({ id: each })),
      );
    return (
      <fieldset className="bo-fieldset bo-editor__field--reference" {...ids.control} tabIndex={-1}>
        <legend>
          {field.label}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {state}
        {options.status === 'done' && list.length === 0 ? (
          <p className="bo-muted">Keine Einträge vorhanden.</p>
        ) : null}
        {list.map((option) => (
          <label key={option.id} className="bo-check">
            <input
              type="checkbox"
              disabled={field.readOnly}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            />
            {optionLabel(option)}
          </label>
        ))}
        <FieldNotes field={field} ids={ids} />
      </fieldset>
    );
  }

  const current = refIdOf(value);
  return (
    <div className="bo-field bo-editor__field bo-editor__field--reference">
      <FieldLabel field={field} htmlFor={ids.id} />
      <select
        {...ids.control}
        disabled={field.readOnly}
        aria-required={field.required || undefined}
        value={current === null ? '' : String(current)}
        onChange={(event) => {
          const id = refIdOf(event.target.value);
          onChange(id === null ? null : { id });
        }}
      >
        <ReferenceOptions current={current} list={list} />
      </select>
      {state}
      <FieldNotes field={field} ids={ids} />
    </div>
  );
}
