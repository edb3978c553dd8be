import { useEditorContext, type CustomControlProps } from '../editor/editor-context.js';
import { pickerColor } from './theme-colors.js';

/**
 * A colour of the theme: a colour picker and the same colour as hex text (`#C49560`), either
 * one edits the value. The text takes any input, so the server names a wrong one at the field
 * (the message stands below the fieldset, `{id}-error`).
 */
export function ColorControl({ field, value, id, path, onChange }: CustomControlProps) {
  const { errors } = useEditorContext();
  const text = typeof value === 'string' ? value : '';
  const invalid = errors.some((error) => error.field === path) || undefined;
  const hint = `${id}-format`;
  return (
    <div className="bo-config-color">
      <input
        type="color"
        aria-label={`${field.label}: Farbwähler`}
        value={pickerColor(text, '#000000')}
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
          aria-describedby={invalid ? `${hint} ${id}-error` : hint}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={hint} className="bo-muted bo-editor__help">
          Format #RRGGBB oder #RGB
        </span>
      </div>
    </div>
  );
}
