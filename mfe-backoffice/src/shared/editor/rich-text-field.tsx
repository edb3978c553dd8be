import { lazy, Suspense } from 'react';
import type { EditorField } from '@bestellwerk/domain';
import { FieldLabel, FieldNotes, useFieldIds } from './field-ids.js';

/** The editor with its library, loaded when a form first shows a formatted text. */
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

export interface RichTextFieldProps {
  field: Extract<EditorField, { kind: 'wysiwyg' }>;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
}

/**
 * A `wysiwyg` field: its label, the rich-text editor (toolbar and text box, named by the
 * label) and its notes. The editor loads on demand, so the backoffice's first load does not
 * carry it.
 */
export function RichTextField({ field, value, path, onChange }: RichTextFieldProps) {
  const ids = useFieldIds(field, path);
  const labelId = `${ids.id}-label`;
  return (
    <div className="bo-field bo-editor__field bo-editor__field--wysiwyg">
      <FieldLabel field={field} htmlFor={ids.id} id={labelId} />
      <Suspense fallback={<p className="bo-muted bo-rich-text__loading">Editor wird geladen …</p>}>
        <RichTextEditor
          id={ids.id}
          labelId={labelId}
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          describedBy={ids.control['aria-describedby']}
          invalid={ids.control['aria-invalid']}
          required={field.required}
          readOnly={field.readOnly}
        />
      </Suspense>
      <FieldNotes field={field} ids={ids} />
    </div>
  );
}
