import { useEffect, useState } from 'react';
import {
  addEntry,
  moveEntry,
  removeEntry,
  type EditorField,
  type EditorValues,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { childPath } from './editor-context.js';
import { FieldList, type FieldControlProps } from './field-control.js';
import { FieldNotes, useFieldIds } from './field-ids.js';

type CollectionFieldProps = FieldControlProps & {
  field: Extract<EditorField, { kind: 'collection' }>;
};

/**
 * A list of entries of the same fields, each in a fieldset ('Liefergebiet 2') with buttons to
 * move it up or down and to remove it, named with the entry's number; the add button below.
 * The focus follows a moved entry's button, and goes to the add button after a removal.
 */
export function CollectionField({ field, value, path, onChange }: CollectionFieldProps) {
  const ids = useFieldIds(field, path);
  const entries = (Array.isArray(value) ? value : []) as EditorValues[];
  const [focusId, setFocusId] = useState<string | null>(null);
  const disabled = field.readOnly;

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const buttonId = (action: string, index: number) => `${ids.id}-${index}-${action}`;
  const addId = `${ids.id}-add`;

  function move(from: number, to: number, action: 'up' | 'down') {
    onChange(moveEntry(entries, from, to));
    const stillThere = action === 'up' ? to > 0 : to < entries.length - 1;
    setFocusId(buttonId(stillThere ? action : action === 'up' ? 'down' : 'up', to));
  }

  return (
    <fieldset className="bo-fieldset bo-editor__collection" {...ids.control} tabIndex={-1}>
      <legend>{field.label}</legend>
      {entries.length === 0 ? <p className="bo-muted">Noch keine Einträge.</p> : null}
      {entries.map((entry, index) => {
        const name = `${field.itemLabel} ${index + 1}`;
        return (
          // Entries have no ids of their own; the index is their identity here.
          <fieldset key={index} className="bo-fieldset bo-editor__entry">
            <legend>{name}</legend>
            <FieldList
              fields={field.fields}
              values={entry}
              path={childPath(path, index)}
              onChange={(next) => onChange(entries.map((old, i) => (i === index ? next : old)))}
            />
            <div className="bo-editor__entry-actions">
              <Button
                variant="secondary"
                id={buttonId('up', index)}
                aria-label={`${name} nach oben`}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                Nach oben
              </Button>
              <Button
                variant="secondary"
                id={buttonId('down', index)}
                aria-label={`${name} nach unten`}
                disabled={disabled || index === entries.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                Nach unten
              </Button>
              <Button
                variant="secondary"
                aria-label={`${name} entfernen`}
                disabled={disabled}
                onClick={() => {
                  onChange(removeEntry(entries, index));
                  setFocusId(addId);
                }}
              >
                Entfernen
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        id={addId}
        disabled={disabled}
        onClick={() => onChange(addEntry(entries, field.fields))}
      >
        {field.addLabel}
      </Button>
      <FieldNotes field={field} ids={ids} />
    </fieldset>
  );
}
