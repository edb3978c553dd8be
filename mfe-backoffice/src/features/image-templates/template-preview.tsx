import { useState } from 'react';
import type { Id } from '@bestellwerk/domain';

/** Counts the saved states shown in this session, so every save gets a new image address. */
let renderedStates = 0;

/** The address of a template's rendered PNG; `version` makes a new save a new address. */
export function renderUrl(id: Id, version: number): string {
  return `/api/image-templates/${id}/render.png?v=${version}`;
}

/**
 * The saved template rendered by the API as PNG, below its form, with a link to open it alone.
 * Each opening of the form and each saved record gets a new address, so the picture after a
 * save is never a cached one (the template has no `updatedAt`, so the address carries a
 * counter). Unsaved changes are not in the picture.
 */
export function TemplatePreview({ record }: { record: { id: Id; name?: unknown } }) {
  const [shown, setShown] = useState(() => ({ record, version: ++renderedStates }));
  const [failed, setFailed] = useState<number | null>(null);
  if (shown.record !== record) setShown({ record, version: ++renderedStates });
  const url = renderUrl(record.id, shown.version);
  const name = typeof record.name === 'string' ? record.name : '';
  return (
    <section className="bo-image-template-preview" aria-labelledby="bo-image-template-preview">
      <h3 id="bo-image-template-preview">Vorschau</h3>
      <p className="bo-muted">Zeigt den gespeicherten Stand; Änderungen erst nach dem Speichern.</p>
      {failed === shown.version ? (
        <p className="bo-field-error">
          Die Vorschau konnte nicht erzeugt werden. Ist die Vorlage zu groß?
        </p>
      ) : (
        <img
          src={url}
          alt={`Vorschau der Bildvorlage „${name}“`}
          onError={() => setFailed(shown.version)}
        />
      )}
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          Als PNG öffnen
        </a>
      </p>
    </section>
  );
}
