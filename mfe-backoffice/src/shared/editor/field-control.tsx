import { addEntry, isFieldShown, type EditorField, type EditorValues } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { DecimalInput } from './decimal-input.js';
import { instantOfLocalInput, localInputOfInstant } from './date-input.js';
import { childPath, useEditorContext } from './editor-context.js';
import { EntryMoveButtons, plainListEdits, useListEntryButtons } from './entry-move-buttons.js';
import { FieldLabel, FieldNotes, useFieldIds } from './field-ids.js';
import { MarkdownField } from './markdown-field.js';
import { MediaField } from './media-field.js';
import { ReferenceField } from './reference-field.js';
import { RichTextField } from './rich-text-field.js';

export interface FieldControlProps {
  field: EditorField;
  value: unknown;
  /** The dotted path of the field's value ('areas.1.price'), for ids and server messages. */
  path: string;
  onChange: (value: unknown) => void;
  /** The values of the object the field belongs to (custom controls may follow them). */
  siblings?: EditorValues;
}

const DATE_INPUT_TYPES = { date: 'date', time: 'time', dateTime: 'datetime-local' } as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Euros take two digits after the comma, fields stepping by whole numbers none, others any. */
function fractionDigitsOf(field: Extract<EditorField, { kind: 'number' }>): number | undefined {
  if (field.unit === '€') return 2;
  return field.step !== undefined && Number.isInteger(field.step) ? 0 : undefined;
}

/** The control of one field of the schema, by its kind, with label, help and server messages. */
export function FieldControl({ field, value, path, onChange, siblings }: FieldControlProps) {
  switch (field.kind) {
    case 'group':
      return <GroupField field={field} value={value} path={path} onChange={onChange} />;
    case 'collection':
      return <CollectionField field={field} value={value} path={path} onChange={onChange} />;
    case 'reference':
      return <ReferenceField field={field} value={value} path={path} onChange={onChange} />;
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return <MediaField field={field} value={value} path={path} onChange={onChange} />;
    case 'boolean':
      return <BooleanField field={field} value={value} path={path} onChange={onChange} />;
    case 'wysiwyg':
      return <RichTextField field={field} value={value} path={path} onChange={onChange} />;
    case 'markdown':
      return <MarkdownField field={field} value={value} path={path} onChange={onChange} />;
    case 'custom':
      return (
        <CustomField
          field={field}
          value={value}
          path={path}
          onChange={onChange}
          siblings={siblings ?? {}}
        />
      );
    default:
      return <InputField field={field} value={value} path={path} onChange={onChange} />;
  }
}

/** The kinds edited in one input, textarea or select below a label. */
function InputField({ field, value, path, onChange }: FieldControlProps) {
  const ids = useFieldIds(field, path);
  const { timeZone, inputs } = useEditorContext();
  const common = {
    ...ids.control,
    disabled: field.readOnly,
    'aria-required': field.required || undefined,
  };
  let control;
  switch (field.kind) {
    case 'text':
      control = (
        <input
          {...common}
          type={inputs[path]?.type ?? 'text'}
          autoComplete={inputs[path]?.autoComplete}
          value={textOf(value)}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={field.rows}
          value={textOf(value)}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'number':
      control = (
        <DecimalInput
          {...common}
          value={typeof value === 'number' ? value : null}
          fractionDigits={fractionDigitsOf(field)}
          min={field.min}
          max={field.max}
          unit={field.unit}
          onChange={onChange}
          onInvalidText={(text) => onChange(text)}
        />
      );
      break;
    case 'date':
      control = (
        <input
          {...common}
          type={DATE_INPUT_TYPES[field.mode]}
          value={field.mode === 'dateTime' ? localInputOfInstant(value, timeZone) : textOf(value)}
          onChange={(event) => {
            const text = event.target.value;
            if (field.mode === 'dateTime') onChange(instantOfLocalInput(text, timeZone));
            else onChange(text === '' ? null : text);
          }}
        />
      );
      break;
    case 'select':
      control = (
        <select
          {...common}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          {field.required ? null : <option value="">– keine Auswahl –</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default:
      return null;
  }
  return (
    <div className={`bo-field bo-editor__field bo-editor__field--${field.kind}`}>
      <FieldLabel field={field} htmlFor={ids.id} />
      {control}
      <FieldNotes field={field} ids={ids} />
    </div>
  );
}

/** A field the screen edits with its own control, in a fieldset named by the field's label. */
function CustomField({
  field,
  value,
  path,
  onChange,
  siblings,
}: FieldControlProps & {
  field: Extract<EditorField, { kind: 'custom' }>;
  siblings: EditorValues;
}) {
  const ids = useFieldIds(field, path);
  const { custom } = useEditorContext();
  const Control = custom[field.editor];
  if (!Control) throw new Error(`No control for the custom field kind '${field.editor}'.`);
  return (
    <fieldset className="bo-fieldset bo-editor__group bo-editor__custom">
      <legend id={`${ids.id}-legend`}>{field.label}</legend>
      <Control
        field={field}
        value={value}
        path={path}
        id={ids.id}
        onChange={onChange}
        siblings={siblings}
      />
      <FieldNotes field={field} ids={ids} />
    </fieldset>
  );
}

/** A checkbox with its label beside it. */
function BooleanField({ field, value, path, onChange }: FieldControlProps) {
  const ids = useFieldIds(field, path);
  return (
    <div className="bo-field bo-editor__field bo-editor__field--boolean">
      <label className="bo-check">
        <input
          {...ids.control}
          type="checkbox"
          disabled={field.readOnly}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {field.label}
      </label>
      <FieldNotes field={field} ids={ids} />
    </div>
  );
}

/** Nested fields stored as one object, in a fieldset named by the group's label. */
function GroupField({
  field,
  value,
  path,
  onChange,
}: FieldControlProps & { field: Extract<EditorField, { kind: 'group' }> }) {
  const ids = useFieldIds(field, path);
  const values = (value && typeof value === 'object' ? value : {}) as EditorValues;
  return (
    <fieldset className="bo-fieldset bo-editor__group" {...ids.control} tabIndex={-1}>
      <legend>{field.label}</legend>
      <FieldList
        fields={field.fields}
        values={values}
        path={path}
        onChange={(next) => onChange(next)}
      />
      <FieldNotes field={field} ids={ids} />
    </fieldset>
  );
}

// Collections and groups render field lists, which render them: one module, no import cycle.
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

export interface FieldListProps {
  fields: readonly EditorField[];
  values: EditorValues;
  /** The path of the object the fields belong to; '' for the record. */
  path: string;
  onChange: (values: EditorValues) => void;
}

/** The controls of a list of fields over one object of values. */
export function FieldList({ fields, values, path, onChange }: FieldListProps) {
  return (
    <>
      {fields
        .filter((field) => isFieldShown(field, values))
        .map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            value={values[field.name]}
            path={childPath(path, field.name)}
            onChange={(value) => onChange({ ...values, [field.name]: value })}
            siblings={values}
          />
        ))}
    </>
  );
}
