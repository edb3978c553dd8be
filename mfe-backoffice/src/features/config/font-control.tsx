import { useEditorContext, type CustomControlProps } from '../../shared/editor/editor-context.js';
import { fontFamilies, FontsLoadError, useFontChoices } from '../../shared/editor/font-choices.js';

/** The option of the visitor's own system font (the config's value ''). */
export const SYSTEM_FONT_LABEL = 'Systemschrift';

/**
 * The theme font: the system font or one of the families of GET /api/fonts. A configured family
 * the list lacks stays selectable (marked), so loading the form never changes the value.
 */
export function FontControl({ field, value, id, path, onChange }: CustomControlProps) {
  const { errors } = useEditorContext();
  const fonts = useFontChoices();
  const current = typeof value === 'string' ? value : '';
  const families = fonts.status === 'done' ? fontFamilies(fonts.data) : [];
  const missing = current !== '' && fonts.status === 'done' && !families.includes(current);
  const invalid = errors.some((error) => error.field === path) || undefined;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        value={current}
        disabled={field.readOnly}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{SYSTEM_FONT_LABEL}</option>
        {families.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
        {missing || (current !== '' && fonts.status !== 'done') ? (
          <option value={current}>{missing ? `${current} (nicht vorhanden)` : current}</option>
        ) : null}
      </select>
      <FontsLoadError fonts={fonts} />
    </div>
  );
}
