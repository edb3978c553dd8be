import type { ComponentType, ReactNode } from 'react';
import type { EditorField, EditorValues } from '@bestellwerk/domain';
import { EditorFrame } from './editor-frame.js';
import { FieldList } from './field-control.js';
import { RecordEditor, type RecordEditorProps } from './record-editor.js';

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

/**
 * An editor that shows the fields of a flat record in labelled sections (fieldsets), with the
 * form engine's controls and messages; fields no section names come last, so none is lost.
 * Read-only it is the engine's preview.
 */
export function sectionedEditor(
  sections: readonly EditorSection[],
): ComponentType<RecordEditorProps> {
  return function SectionedEditor(props: RecordEditorProps) {
    const { fields, values, onChange, readOnly, ...frame } = props;
    if (readOnly) return <RecordEditor {...props} />;

    const byName = new Map(fields.map((field) => [field.name, field]));
    const placed = new Set(sections.flatMap((section) => section.fields));
    const rest = fields.filter((field) => !placed.has(field.name));

    function sectionBody(section: EditorSection): ReactNode {
      const own = section.fields
        .map((name) => byName.get(name))
        .filter((field): field is EditorField => field !== undefined);
      const Content = section.content;
      if (Content) return <Content fields={own} values={values} onChange={onChange} />;
      return <FieldList fields={own} values={values} path="" onChange={onChange} />;
    }

    return (
      <EditorFrame fields={fields} className="bo-editor bo-sections" {...frame}>
        {sections.map((section) => (
          <fieldset key={section.label} className="bo-fieldset bo-section">
            <legend>{section.label}</legend>
            {sectionBody(section)}
          </fieldset>
        ))}
        {rest.length > 0 ? (
          <FieldList fields={rest} values={values} path="" onChange={onChange} />
        ) : null}
      </EditorFrame>
    );
  };
}
