import { createContext, useContext } from 'react';
import type { ApiError } from '@bestellwerk/domain';

/** What every control of one editor shares: the server's errors, the zone, the id prefix. */
export interface EditorContextValue {
  errors: readonly ApiError[];
  timeZone: string;
  idPrefix: string;
}

export const EditorContext = createContext<EditorContextValue>({
  errors: [],
  timeZone: 'Europe/Vienna',
  idPrefix: 'editor',
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
