import { useId, useMemo, type ComponentType, type ReactNode } from 'react';
import { errorPathsOutside, type EditorField, type EditorValues } from '@bestellwerk/domain';
import { EditorContext, type CustomControls } from '../editor/editor-context.js';
import { FieldList } from '../editor/field-control.js';
import { RecordEditor, type RecordEditorProps } from '../editor/record-editor.js';

/** What a section's own content gets: all of the record's values and their setter. */
export interface SectionContentProps {
  fields: readonly EditorField[];
  values: EditorValues;
  onChange: (values: EditorValues) => void;
}

/** One labelled part of a record's form. */
export interface EditorSection {
  /** The fieldset's legend: 'Stammdaten'. */
  label: string;
  /** The record's fields shown here, by name, in this order. */
  fields: readonly string[];
  /** The section's own control of its fields instead of one control per field (a grid). */
  content?: ComponentType<SectionContentProps>;
}

const NO_CUSTOM_CONTROLS: CustomControls = {};

/**
 * An editor that shows the fields of a flat record in labelled sections (fieldsets), with the
 * form engine's controls and messages; fields no section names come last, so none is lost.
 * Read-only it is the engine's preview.
 */
export function sectionedEditor(
  sections: readonly EditorSection[],
): ComponentType<RecordEditorProps> {
  return function SectionedEditor(props: RecordEditorProps) {
    const { fields, values, onChange, errors, timeZone, idPrefix, readOnly } = props;
    const custom = props.custom ?? NO_CUSTOM_CONTROLS;
    const generated = useId();
    const prefix = idPrefix ?? `editor${generated.replace(/[^A-Za-z0-9]/g, '')}`;
    const context = useMemo(
      () => ({ errors, timeZone, idPrefix: prefix, custom }),
      [errors, timeZone, prefix, custom],
    );
    if (readOnly) return <RecordEditor {...props} />;

    const byName = new Map(fields.map((field) => [field.name, field]));
    const placed = new Set(sections.flatMap((section) => section.fields));
    const rest = fields.filter((field) => !placed.has(field.name));
    const unplaced = errorPathsOutside(errors, fields);

    function sectionBody(section: EditorSection): ReactNode {
      const own = section.fields
        .map((name) => byName.get(name))
        .filter((field): field is EditorField => field !== undefined);
      const Content = section.content;
      if (Content) return <Content fields={own} values={values} onChange={onChange} />;
      return <FieldList fields={own} values={values} path="" onChange={onChange} />;
    }

    return (
      <EditorContext.Provider value={context}>
        <div className="bo-editor bo-sections">
          {unplaced.length > 0 ? (
            <ul className="bo-editor__errors" aria-label="Weitere Fehler">
              {unplaced.map((message, index) => (
                <li key={`${index}-${message}`} className="bo-field-error">
                  {message}
                </li>
              ))}
            </ul>
          ) : null}
          {sections.map((section) => (
            <fieldset key={section.label} className="bo-fieldset bo-section">
              <legend>{section.label}</legend>
              {sectionBody(section)}
            </fieldset>
          ))}
          {rest.length > 0 ? (
            <FieldList fields={rest} values={values} path="" onChange={onChange} />
          ) : null}
        </div>
      </EditorContext.Provider>
    );
  };
}
