import {
  isFieldShown,
  previewText,
  type FieldError,
  type EditorField,
  type EditorValues,
} from '@bestellwerk/domain';
import type { CustomControls, TextInputHints } from './editor-context.js';
import { EditorFrame } from './editor-frame.js';
import { FieldList } from './field-control.js';
import './editor.css';

export interface RecordEditorProps {
  /** The record's schema. */
  fields: readonly EditorField[];
  values: EditorValues;
  /** Gets the record's new values after every change. */
  onChange: (values: EditorValues) => void;
  /** The server's messages of the last save; those with a field path stand at that field. */
  errors: readonly FieldError[];
  /** The configured time zone: date-time fields are edited as its wall clock. */
  timeZone: string;
  /** Shows the values as text instead of controls. */
  readOnly?: boolean;
  /** Prefix of the controls' ids (see `controlIdOf`); a generated one by default. */
  idPrefix?: string;
  /** The screen's own controls of its `custom` fields, by editor name. */
  custom?: CustomControls;
  /** How text fields are typed (e-mail, password), by field path. */
  inputs?: TextInputHints;
}

/**
 * The backoffice's form engine: renders the controls of a schema over a record's values, each
 * labelled, with the server's messages at their fields (dotted paths into groups and collection
 * entries) and the others above the form; or, read-only, the values as a preview list.
 */
export function RecordEditor({
  fields,
  values,
  onChange,
  readOnly = false,
  ...frame
}: RecordEditorProps) {
  if (readOnly) return <RecordPreview fields={fields} values={values} timeZone={frame.timeZone} />;
  return (
    <EditorFrame fields={fields} className="bo-editor" {...frame}>
      <FieldList fields={fields} values={values} path="" onChange={onChange} />
    </EditorFrame>
  );
}

/** The record's values as text, by label. */
function RecordPreview({
  fields,
  values,
  timeZone,
}: Pick<RecordEditorProps, 'fields' | 'values' | 'timeZone'>) {
  return (
    <dl className="bo-editor__preview">
      {fields
        .filter((field) => isFieldShown(field, values))
        .map((field) => (
          <div key={field.name} className="bo-editor__preview-row">
            <dt>{field.label}</dt>
            <dd>{previewText(field, values[field.name], timeZone)}</dd>
          </div>
        ))}
    </dl>
  );
}
