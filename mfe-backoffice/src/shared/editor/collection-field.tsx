import { addEntry, type EditorField, type EditorValues } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { childPath } from './editor-context.js';
import { EntryMoveButtons, plainListEdits, useListEntryButtons } from './entry-move-buttons.js';
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
  const disabled = field.readOnly;
  const addId = `${ids.id}-add`;
  const entryButtons = useListEntryButtons({
    ...plainListEdits(entries, onChange),
    buttonId: (index, direction) => `${ids.id}-${index}-${direction}`,
    focusAfterRemove: addId,
  });

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
            <EntryMoveButtons name={name} disabled={disabled} {...entryButtons(index)} />
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
