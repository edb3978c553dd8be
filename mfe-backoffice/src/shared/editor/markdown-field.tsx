import { lazy, Suspense, useDeferredValue } from 'react';
import type { EditorField } from '@bestellwerk/domain';
import { FieldLabel, FieldNotes, useFieldIds } from './field-ids.js';

/** The renderer, loaded when a form first shows a markdown field. */
const MarkdownPreview = lazy(() => import('./markdown-preview.js'));

export interface MarkdownFieldProps {
  field: Extract<EditorField, { kind: 'markdown' }>;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
}

/**
 * A `markdown` field: the text in a textarea and beside it a live preview of what readers will
 * see ('Vorschau: {label}'), following the typing without slowing it down.
 */
export function MarkdownField({ field, value, path, onChange }: MarkdownFieldProps) {
  const ids = useFieldIds(field, path);
  const text = typeof value === 'string' ? value : '';
  const shown = useDeferredValue(text);
  return (
    <div className="bo-field bo-editor__field bo-editor__field--markdown">
      <FieldLabel field={field} htmlFor={ids.id} />
      <div className="bo-markdown">
        <textarea
          {...ids.control}
          className="bo-markdown__source"
          rows={field.rows ?? 8}
          value={text}
          disabled={field.readOnly}
          aria-required={field.required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <section className="bo-markdown__preview" aria-label={`Vorschau: ${field.label}`}>
          <Suspense fallback={<p className="bo-muted">Vorschau wird geladen …</p>}>
            <MarkdownPreview markdown={shown} />
          </Suspense>
        </section>
      </div>
      <p className="bo-muted bo-editor__help">
        Formatierung mit Markdown: **fett**, *kursiv*, ## Überschrift, - Aufzählung,
        [Link](https://…).
      </p>
      <FieldNotes field={field} ids={ids} />
    </div>
  );
}
