import { createContext, useContext, type ComponentType } from 'react';
import type { FieldError, EditorField, EditorValues } from '@bestellwerk/domain';

/** What a screen's own control of a `custom` field gets. */
export interface CustomControlProps {
  field: Extract<EditorField, { kind: 'custom' }>;
  value: unknown;
  /** The field's dotted path; server messages below it belong to this control. */
  path: string;
  /**
   * The id of the control's first input (see `controlIdOf`), so messages can focus it; the
   * field's legend has the id `${id}-legend`, for a single control it names.
   */
  id: string;
  onChange: (value: unknown) => void;
  /**
   * The values of the object the field belongs to (the record, a group, a collection entry), so
   * a control can follow its siblings: a page's body follows the page type, a price preview the
   * product's price.
   */
  siblings: EditorValues;
}

/** A screen's own controls by the `editor` name of their custom fields. */
export type CustomControls = Readonly<Record<string, ComponentType<CustomControlProps>>>;

/** How one text input is typed: an e-mail keyboard, a hidden password, what the browser fills in. */
export interface TextInputHint {
  type?: 'email' | 'password';
  autoComplete?: string;
}

/**
 * How a screen wants the text inputs of its fields typed, by field path. Presentation only; the
 * schema stays data. A screen types it by its record's input (`TextInputHints<UserInput>`), so a
 * hint for a field the contract does not have fails to compile.
 */
export type TextInputHints<Input = Record<string, unknown>> = Readonly<
  Partial<Record<keyof Input & string, TextInputHint>>
>;

/** What every control of one editor shares: the server's errors, the zone, the id prefix. */
export interface EditorContextValue {
  errors: readonly FieldError[];
  timeZone: string;
  idPrefix: string;
  custom: CustomControls;
  inputs: TextInputHints;
}

export const EditorContext = createContext<EditorContextValue>({
  errors: [],
  timeZone: 'Europe/Vienna',
  idPrefix: 'editor',
  custom: {},
  inputs: {},
});

/** The shared values of the editor around a control. */
export function useEditorContext(): EditorContextValue {
  return useContext(EditorContext);
}

/** The id of the control of a field path ('areas.1.price') in the editor with `idPrefix`. */
export function controlIdOf(idPrefix: string, path: string): string {
  return `${idPrefix}-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Joins a parent path and a child name or index into a dotted path. */
export function childPath(parent: string, child: string | number): string {
  return parent ? `${parent}.${child}` : String(child);
}
