import { useLayoutEffect, type ComponentType } from 'react';
import { fieldErrors } from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from '../editor/editor-context.js';
import { useChosenType } from './chosen-type.js';

/**
 * A custom control choosing a record's type from `options` (value and German label). It keeps
 * the screen's ChosenType in step with the form's value, so type-dependent controls follow it.
 */
export function typeSelectControl(
  options: readonly { value: string; label: string }[],
): ComponentType<CustomControlProps> {
  const fallback = options[0].value;
  return function TypeSelectControl({ field, value, path, id, onChange }: CustomControlProps) {
    const chosen = useChosenType();
    const { errors } = useEditorContext();
    const current = typeof value === 'string' && value ? value : fallback;
    // The field's frame shows these messages below the control, at `${id}-error`.
    const invalid = fieldErrors(errors, path).length > 0;

    useLayoutEffect(() => {
      chosen.set(current);
    }, [chosen, current]);

    return (
      <div className="bo-field bo-editor__field bo-editor__field--select">
        <label htmlFor={id}>{field.label}</label>
        <select
          id={id}
          value={current}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  };
}
