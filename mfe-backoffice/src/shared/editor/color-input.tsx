import { fieldErrors } from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from './editor-context.js';

export interface ColorInputProps extends CustomControlProps {
  /** The wrapper's class (the screen's layout of picker and text). */
  className: string;
  /** The format the text takes, below it: 'Format #RRGGBB'. */
  hint: string;
  /** The picker's `#rrggbb` of the typed text (a fallback while it is no colour). */
  pickerValue: (text: string) => string;
}

/**
 * A colour as a colour picker and the same colour as hex text (`#C49560`), either one edits the
 * value (the picker's choice in upper case). The text takes any input, so the server names a
 * wrong one at the field (its message stands below the fieldset as `{id}-error`).
 */
export function ColorInput({
  field,
  value,
  id,
  path,
  onChange,
  className,
  hint,
  pickerValue,
}: ColorInputProps) {
  const { errors } = useEditorContext();
  const text = typeof value === 'string' ? value : '';
  const invalid = fieldErrors(errors, path).length > 0 || undefined;
  const hintId = `${id}-format`;
  return (
    <div className={className}>
      <input
        type="color"
        aria-label={`${field.label}: Farbwähler`}
        value={pickerValue(text)}
        disabled={field.readOnly}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
      <div className="bo-field">
        <label htmlFor={id}>{field.label}: Hex-Wert</label>
        <input
          id={id}
          type="text"
          value={text}
          maxLength={7}
          spellCheck={false}
          disabled={field.readOnly}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${hintId} ${id}-error` : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={hintId} className="bo-muted bo-editor__help">
          {hint}
        </span>
      </div>
    </div>
  );
}
