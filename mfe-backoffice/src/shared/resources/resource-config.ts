import type { ComponentType, ReactNode } from 'react';
import type { ApiBody, ApiPaths } from '@bestellwerk/client';
import {
  ADMIN_FIELD_LABELS,
  collectionScreen,
  sortableColumns,
  type CRUD_COLLECTIONS,
  type EditorField,
  type Id,
} from '@bestellwerk/domain';
import type { CustomControls } from '../editor/editor-context.js';
import type { RecordEditorProps } from '../editor/record-editor.js';

/** One collection of the generic CRUD API, its path as a literal ('divisions'). */
export type Collection = (typeof CRUD_COLLECTIONS)[keyof typeof CRUD_COLLECTIONS];

/** The path below /api of a generic CRUD collection ('divisions'). */
export type CollectionPath = Collection['path'];

/**
 * A request body of one of the collections, as the API's document has them: the generic form
 * builds it from the screen's schema, so which collection's body it is stays unknown to the types.
 */
export type CollectionBody<Method extends 'post' | 'put'> = ApiBody<
  ApiPaths,
  Method extends 'post' ? `/${CollectionPath}` : `/${CollectionPath}/${number}`,
  Method
>;

/** A record of a generic resource: an id and whatever the list shows. */
export type ResourceRecord = { id: Id } & Record<string, unknown>;

/** One column of a resource's list. */
export interface ResourceColumn {
  /** The record's property (also the API's sort key when sortable). */
  key: string;
  label: string;
  /** Offers sorting by this column at its heading (the API must accept it as `sort`). */
  sortable?: boolean;
  /** The cell's content; the property as text by default. */
  render?: (record: ResourceRecord) => ReactNode;
}

/** How one resource of the generic CRUD API is managed on a {@link ResourceScreen}. */
export interface ResourceConfig {
  /** The API path below /api, e.g. 'divisions'. */
  path: CollectionPath;
  /** German names: one ('Abteilung') and many ('Abteilungen'), as in the error catalogue. */
  names: { one: string; many: string };
  /** The create button and form title: 'Neue Abteilung'. */
  newTitle: string;
  /** The list's columns; the first names the row. */
  columns: readonly ResourceColumn[];
  /** The editor schema of a record. */
  fields: readonly EditorField[];
  /** Whether the API searches the list (`search=`). */
  searchable?: boolean;
  /** The search field's hint, e.g. 'Name, Kennung'. */
  searchHint?: string;
  /** What a record is called in buttons and questions; its `name` by default. */
  nameOf?: (record: ResourceRecord) => string;
  /** What a new record starts with besides each field's empty value. */
  defaults?: Record<string, unknown>;
  /** The screen's own controls of the schema's `custom` fields, by editor name. */
  custom?: CustomControls;
  /** The form's editor (e.g. one with labelled sections); the engine's RecordEditor by default. */
  editor?: ComponentType<RecordEditorProps>;
  /** More buttons of a record's row (duplicate, print, preview). */
  rowActions?: (record: ResourceRecord, reload: () => void) => ReactNode;
  /** Content below the editor of a saved record (a week preview, QR codes). */
  formExtras?: (values: Record<string, unknown>, record: ResourceRecord | null) => ReactNode;
}

/** A list column by its field name, labelled as the form labels the field, or spelled out. */
export type ColumnSpec = keyof typeof ADMIN_FIELD_LABELS | Omit<ResourceColumn, 'sortable'>;

/** A screen's own part of its config: everything but what its collection says. */
export type ScreenSpec = Omit<ResourceConfig, 'path' | 'names' | 'searchable' | 'columns'> & {
  columns: readonly ColumnSpec[];
};

/**
 * The config of a screen over one CRUD collection: path, names and search from the collection,
 * each column sortable exactly when the API sorts the list by it.
 */
export function collectionResource(collection: Collection, screen: ScreenSpec): ResourceConfig {
  const columns = screen.columns.map((column) =>
    typeof column === 'string' ? { key: column, label: ADMIN_FIELD_LABELS[column] } : column,
  );
  return {
    ...collectionScreen(collection),
    ...screen,
    path: collection.path,
    columns: sortableColumns<ResourceColumn>(collection, columns),
  };
}

/** The German messages of a resource's list and changes (backend.md §8). */
export function resourceMessages({ one, many }: ResourceConfig['names']) {
  return {
    loadFailed: `${many} konnten nicht geladen werden.`,
    createFailed: `${one} konnte nicht erstellt werden.`,
    updateFailed: `${one} konnte nicht aktualisiert werden.`,
    deleteFailed: `${one} konnte nicht gelöscht werden.`,
    created: `${one} wurde erstellt.`,
    updated: `${one} wurde aktualisiert.`,
    deleted: `${one} wurde gelöscht.`,
  };
}

/** What a record is called: the config's name, else its name, identifier or id. */
export function recordName(config: ResourceConfig, record: ResourceRecord): string {
  if (config.nameOf) return config.nameOf(record);
  const name = record.name ?? record.identifier;
  return typeof name === 'string' && name ? name : `#${record.id}`;
}
