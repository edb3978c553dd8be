import type { Font } from '@bestellwerk/domain';
import { useApiQuery } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { useEditorContext, type CustomControlProps } from '../editor/editor-context.js';

/** The option of the visitor's own system font (the config's value ''). */
export const SYSTEM_FONT_LABEL = 'Systemschrift';

/** The families of the installation's fonts, each once, sorted (GET /api/fonts lists variants). */
export function fontFamilies(fonts: readonly Pick<Font, 'family'>[]): string[] {
  return [...new Set(fonts.map((font) => font.family))].sort((a, b) => a.localeCompare(b, 'de'));
}

/**
 * The theme font: the system font or one of the families of GET /api/fonts. A configured family
 * the list lacks stays selectable (marked), so loading the form never changes the value.
 */
export function FontControl({ field, value, id, path, onChange }: CustomControlProps) {
  const { errors } = useEditorContext();
  const fonts = useApiQuery((client, signal) => client.get<Font[]>('/fonts', { signal }), []);
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
      {fonts.status === 'error' ? (
        <p className="bo-field-error">
          Schriftarten konnten nicht geladen werden.{' '}
          <Button variant="secondary" onClick={fonts.reload}>
            Erneut versuchen
          </Button>
        </p>
      ) : null}
    </div>
  );
}
