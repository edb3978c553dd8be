import { useState } from 'react';
import { render } from '@testing-library/react';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import type { EditorValues } from '@bestellwerk/domain';
import { RecordEditor, type RecordEditorProps } from './record-editor.js';

export interface RecordEditorHarness extends Omit<
  RecordEditorProps,
  'values' | 'onChange' | 'errors' | 'timeZone'
> {
  /** The record's values before the first change. */
  start: EditorValues;
  errors?: RecordEditorProps['errors'];
  /** The API of the stores around the editor (choices, uploads); none: no stores. */
  fetch?: typeof fetch;
}

/**
 * Renders a RecordEditor that keeps its values in state as a screen does (Vienna time), and
 * hands back every change it reported.
 */
export function renderRecordEditor({ start, fetch, errors = [], ...props }: RecordEditorHarness) {
  const seen: EditorValues[] = [];
  function Harness() {
    const [values, setValues] = useState(start);
    return (
      <RecordEditor
        {...props}
        values={values}
        errors={errors}
        timeZone="Europe/Vienna"
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
      />
    );
  }
  render(
    fetch ? (
      <StoresProvider value={new RootStore({ fetch, redirect: () => undefined })}>
        <Harness />
      </StoresProvider>
    ) : (
      <Harness />
    ),
  );
  return { seen, last: () => seen[seen.length - 1] };
}
