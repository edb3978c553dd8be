// The schema of the backoffice's one form engine (backend.md §3 "Editor field kinds"): every
// management screen describes its record as a list of fields; the engine renders, previews,
// checks and submits them. Pure data, no framework.

/** Where a reference field picks from (an API list). */
export type ReferenceTarget =
  'block' | 'site' | 'category' | 'product' | 'branch' | 'division' | 'tag';

/** Modes of a date field: a point in time, a time of day (HH:mm) or a calendar day. */
export type DateFieldMode = 'dateTime' | 'time' | 'date';

interface FieldBase {
  /** Property of the record (dotted paths are not used: groups and collections nest). */
  name: string;
  /** German label. */
  label: string;
  /** Short help under the control. */
  help?: string;
  required?: boolean;
  /** Shown but not editable. */
  readOnly?: boolean;
  /**
   * Shown only while a sibling field has one of these values (a bundle's products only for the
   * type 'bundle'); a hidden field keeps its value.
   */
  shownWhen?: { field: string; is: readonly unknown[] };
}

export type EditorField =
  | (FieldBase & { kind: 'text'; maxLength?: number; pattern?: string })
  | (FieldBase & { kind: 'textarea'; rows: number; maxLength?: number })
  /** Formatted text, sanitised by the API. */
  | (FieldBase & { kind: 'wysiwyg' })
  | (FieldBase & { kind: 'markdown'; rows?: number })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; step?: number; unit?: string })
  | (FieldBase & { kind: 'date'; mode: DateFieldMode })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[] })
  /** One image (Image contract) or null; `images`: a list of them. */
  | (FieldBase & { kind: 'image' })
  | (FieldBase & { kind: 'images' })
  /** One upload (Upload contract) or null; `files`: a list of them. */
  | (FieldBase & { kind: 'file' })
  | (FieldBase & { kind: 'files' })
  /** Nested fields stored as one object. */
  | (FieldBase & { kind: 'group'; fields: readonly EditorField[] })
  /** A list of objects of the same fields: add, remove, reorder. */
  | (FieldBase & {
      kind: 'collection';
      fields: readonly EditorField[];
      /** Label of the add button, e.g. 'Liefergebiet hinzufügen'. */
      addLabel: string;
      /** What one entry is called in its heading, e.g. 'Liefergebiet'. */
      itemLabel: string;
    })
  /** An `{ id }` reference (or a list of them with `multiple`) to an entity of `target`. */
  | (FieldBase & { kind: 'reference'; target: ReferenceTarget; multiple?: boolean })
  /**
   * A value edited by a control of the screen's own (opening hours, configurable parts, a
   * menu's catalog), named by `editor` and looked up in the editor's custom controls. It starts
   * as `empty`, is sent as it is and may show server messages below its own path.
   */
  | (FieldBase & { kind: 'custom'; editor: string; empty: unknown });

export type EditorFieldKind = EditorField['kind'];

/** A record as the engine edits it: plain JSON values by field name. */
export type EditorValues = Record<string, unknown>;
