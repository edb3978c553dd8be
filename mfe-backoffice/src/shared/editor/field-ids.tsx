import { fieldErrors, type EditorField } from '@bestellwerk/domain';
import { controlIdOf, useEditorContext } from './editor-context.js';

/** The ids, the invalid state and the messages of the control of one field path. */
export interface FieldIds {
  id: string;
  /** The server's messages at this path. */
  messages: readonly string[];
  /** Props of the control: id, aria-invalid and aria-describedby (help and messages). */
  control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** Ties the control of `path` to its help text and the server's messages at that path. */
export function useFieldIds(field: EditorField, path: string): FieldIds {
  const { errors, idPrefix } = useEditorContext();
  const id = controlIdOf(idPrefix, path);
  const messages = fieldErrors(errors, path);
  const describedBy = [
    field.help ? `${id}-help` : null,
    messages.length > 0 ? `${id}-error` : null,
  ].filter(Boolean);
  return {
    id,
    messages,
    control: {
      id,
      'aria-invalid': messages.length > 0 || undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    },
  };
}

/** The label of a field, with a marker for required ones; `id` lets a text box name itself by it. */
export function FieldLabel({
  field,
  htmlFor,
  id,
}: {
  field: EditorField;
  htmlFor: string;
  id?: string;
}) {
  return (
    <label htmlFor={htmlFor} id={id}>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** The help text and the server's messages below a control. */
export function FieldNotes({ field, ids }: { field: EditorField; ids: FieldIds }) {
  return (
    <>
      {field.help ? (
        <p id={`${ids.id}-help`} className="bo-muted bo-editor__help">
          {field.help}
        </p>
      ) : null}
      {ids.messages.length > 0 ? (
        <p id={`${ids.id}-error`} className="bo-field-error">
          {ids.messages.join(' ')}
        </p>
      ) : null}
    </>
  );
}
