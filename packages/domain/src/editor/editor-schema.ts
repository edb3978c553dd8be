// The schema of the backoffice's one form engine (backend.md §3 "Editor field kinds"): every
// management screen describes its record as a list of fields; the engine renders, previews,
// checks and submits them. Pure data, no framework.

/** Where a reference field picks from (an API list). */
export type ReferenceTarget =
  'block' | 'site' | 'category' | 'product' | 'branch' | 'division' | 'tag' | 'project';

/** Modes of a date field: a point in time, a time of day (HH:mm) or a calendar day. */
export type DateFieldMode = 'dateTime' | 'time' | 'date';

/** The record an entry of a group (the object) or a collection (one list entry) edits. */
type NestedRecord<V> = unknown extends V
  ? EditorValues
  : NonNullable<V> extends readonly (infer Entry)[]
    ? Entry extends object
      ? Entry
      : EditorValues
    : NonNullable<V> extends object
      ? NonNullable<V>
      : EditorValues;

/** What every field has; `Name` is the record's property it edits, `T` the record. */
interface FieldBase<T, Name extends string> {
  /** Property of the record (dotted paths are not used: groups and collections nest). */
  name: Name;
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
  shownWhen?: { field: keyof T & string; is: readonly unknown[] };
}

/** The fields that may edit property `Name` of `T`; `Nested` is what a group or collection edits. */
type FieldOf<T, Name extends string, Nested> =
  | (FieldBase<T, Name> & { kind: 'text'; maxLength?: number; pattern?: string })
  | (FieldBase<T, Name> & { kind: 'textarea'; rows: number; maxLength?: number })
  /** Formatted text, sanitised by the API. */
  | (FieldBase<T, Name> & { kind: 'wysiwyg' })
  | (FieldBase<T, Name> & { kind: 'markdown'; rows?: number })
  | (FieldBase<T, Name> & {
      kind: 'number';
      min?: number;
      max?: number;
      step?: number;
      unit?: string;
    })
  | (FieldBase<T, Name> & { kind: 'date'; mode: DateFieldMode })
  | (FieldBase<T, Name> & { kind: 'boolean' })
  | (FieldBase<T, Name> & { kind: 'select'; options: readonly { value: string; label: string }[] })
  /** One image (Image contract) or null; `images`: a list of them. */
  | (FieldBase<T, Name> & { kind: 'image' })
  | (FieldBase<T, Name> & { kind: 'images' })
  /** One upload (Upload contract) or null; `files`: a list of them. */
  | (FieldBase<T, Name> & { kind: 'file' })
  | (FieldBase<T, Name> & { kind: 'files' })
  /** Nested fields stored as one object. */
  | (FieldBase<T, Name> & { kind: 'group'; fields: readonly EditorField<Nested>[] })
  /** A list of objects of the same fields: add, remove, reorder. */
  | (FieldBase<T, Name> & {
      kind: 'collection';
      fields: readonly EditorField<Nested>[];
      /** Label of the add button, e.g. 'Liefergebiet hinzufügen'. */
      addLabel: string;
      /** What one entry is called in its heading, e.g. 'Liefergebiet'. */
      itemLabel: string;
    })
  /** An `{ id }` reference (or a list of them with `multiple`) to an entity of `target`. */
  | (FieldBase<T, Name> & { kind: 'reference'; target: ReferenceTarget; multiple?: boolean })
  /**
   * A value edited by a control of the screen's own (opening hours, configurable parts, a
   * menu's catalog), named by `editor` and looked up in the editor's custom controls. It starts
   * as `empty`, is sent as it is and may show server messages below its own path.
   */
  | (FieldBase<T, Name> & { kind: 'custom'; editor: string; empty: unknown });

/**
 * One field of a record of type `T` (a contract input such as ProductInput): its `name` is a
 * property of `T`, so a field renamed in the contract fails the schema at compile time; a
 * group's or collection's fields are typed by the nested object or list entry. Without `T` a
 * field of any record, as the engine handles them.
 */
export type EditorField<T = EditorValues> = {
  [Name in keyof T & string]-?: FieldOf<T, Name, NestedRecord<T[Name]>>;
}[keyof T & string];

export type EditorFieldKind = EditorField['kind'];

/** A record as the engine edits it: plain JSON values by field name. */
export type EditorValues = Record<string, unknown>;
