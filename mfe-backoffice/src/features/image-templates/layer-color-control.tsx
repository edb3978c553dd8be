import { fieldErrors } from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from '../editor/editor-context.js';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** The picker's value of a colour text: the text when it is `#RRGGBB`, else black. */
export function pickerColorOf(text: string): string {
  return HEX_COLOR.test(text) ? text.toLowerCase() : '#000000';
}

/**
 * A layer's colour: a colour picker and the same colour as hex text (`#C49560`), either one
 * edits the value. The text takes any input, so the server names a wrong one at the field (its
 * message stands below the fieldset as `{id}-error`).
 */
export function LayerColorControl({ field, value, id, path, onChange }: CustomControlProps) {
  const { errors } = useEditorContext();
  const text = typeof value === 'string' ? value : '';
  const invalid = fieldErrors(errors, path).length > 0 || undefined;
  const hint = `${id}-format`;
  return (
    <div className="bo-image-template-color">
      <input
        type="color"
        aria-label={`${field.label}: Farbwähler`}
        value={pickerColorOf(text)}
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
          Format #RRGGBB
        </span>
      </div>
    </div>
  );
}
