import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@bestellwerk/ui';
import { DecimalInput } from '../../shared/editor/decimal-input.js';
import { fieldMessages, type ChangeState } from '../../shared/layout/index.js';
import type { BalanceValues } from './holiday-balances-store.js';

export interface BalanceEditorProps {
  /** Whose account, for the labels ('Anspruch von Anna Berger'). */
  name: string;
  initial: BalanceValues;
  changes: ChangeState;
  submitLabel: string;
  onSubmit: (values: BalanceValues) => Promise<boolean>;
  onCancel: () => void;
}

/** Entitlement and carry-over of one account, edited inline in its row (half days possible). */
export const BalanceEditor = observer(function BalanceEditor({
  name,
  initial,
  changes,
  submitLabel,
  onSubmit,
  onCancel,
}: BalanceEditorProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onSubmit(values)) onCancel();
  }
  const { control, message } = fieldMessages(id, changes.fieldErrors);
  return (
    <form className="bo-holidays__editor" onSubmit={submit} aria-label={`Urlaubskonto von ${name}`}>
      {(['entitlement', 'carryOver'] as const).map((field) => (
        <div key={field} className="bo-field">
          <label htmlFor={`${id}-${field}`}>
            {field === 'entitlement' ? 'Anspruch (Tage)' : 'Übertrag (Tage)'}
          </label>
          <DecimalInput
            {...control(field)}
            value={values[field]}
            min={field === 'entitlement' ? 0 : -366}
            max={366}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value ?? 0 }))}
          />
          {message(field)}
        </div>
      ))}
      <div className="bo-form-actions">
        <Button type="submit" disabled={changes.busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
});
