import { useId, useMemo, type ReactNode } from 'react';
import { errorPathsOutside, type FieldError, type EditorField } from '@bestellwerk/domain';
import { EditorContext, type CustomControls, type TextInputHints } from './editor-context.js';

export interface EditorFrameProps {
  /** The record's schema: messages at none of its fields stand above the form. */
  fields: readonly EditorField[];
  /** The server's messages of the last save. */
  errors: readonly FieldError[];
  /** The configured time zone of the date-time controls. */
  timeZone: string;
  /** Prefix of the controls' ids (see `controlIdOf`); a generated one by default. */
  idPrefix?: string;
  /** The screen's own controls of its `custom` fields, by editor name. */
  custom?: CustomControls;
  /** How text fields are typed (e-mail, password), by field path. */
  inputs?: TextInputHints;
  /** The form's class: 'bo-editor'. */
  className: string;
  /** The form's controls. */
  children: ReactNode;
}

const NO_CUSTOM_CONTROLS: CustomControls = {};
const NO_INPUT_HINTS: TextInputHints = {};

/**
 * What every editable form of the engine stands in: the editor context its controls read
 * (messages, time zone, id prefix, custom controls) and, above the controls, the messages no
 * field shows ('Weitere Fehler').
 */
export function EditorFrame({
  fields,
  errors,
  timeZone,
  idPrefix,
  custom = NO_CUSTOM_CONTROLS,
  inputs = NO_INPUT_HINTS,
  className,
  children,
}: EditorFrameProps) {
  const generated = useId();
  const prefix = idPrefix ?? `editor${generated.replace(/[^A-Za-z0-9]/g, '')}`;
  const context = useMemo(
    () => ({ errors, timeZone, idPrefix: prefix, custom, inputs }),
    [errors, timeZone, prefix, custom, inputs],
  );
  const unplaced = errorPathsOutside(errors, fields);
  return (
    <EditorContext.Provider value={context}>
      <div className={className}>
        {unplaced.length > 0 ? (
          <ul className="bo-editor__errors" aria-label="Weitere Fehler">
            {unplaced.map((message, index) => (
              <li key={`${index}-${message}`} className="bo-field-error">
                {message}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </EditorContext.Provider>
  );
}
