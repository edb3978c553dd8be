import { fieldErrors } from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from '../../shared/editor/editor-context.js';
import {
  fontFamilies,
  FontsLoadError,
  useFontChoices,
  type FontChoice,
} from '../../shared/editor/font-choices.js';

/** The variants the renderer falls back to first when only a family is chosen. */
const REGULAR_VARIANTS = ['regular', '400'];

/** The font a family starts with: its regular variant, else its first one. */
function defaultVariantOf(fonts: readonly FontChoice[], family: string): FontChoice | null {
  const own = fonts.filter((font) => font.family === family);
  return own.find((font) => REGULAR_VARIANTS.includes(font.variant)) ?? own[0] ?? null;
}

/**
 * A text layer's font (the font id the API takes, or none for the renderer's default): a family
 * select and a select of that family's variants, both from GET /api/fonts. A font the list
 * lacks stays selected (marked), so opening the form never changes the value.
 */
export function LayerFontControl({ field, value, id, path, onChange }: CustomControlProps) {
  const { errors } = useEditorContext();
  const fonts = useFontChoices();
  const list = fonts.status === 'done' ? fonts.data : [];
  const current = typeof value === 'number' ? value : null;
  const chosen = list.find((font) => font.id === current) ?? null;
  const missing = current !== null && !chosen;
  const family = chosen?.family ?? '';
  const invalid = fieldErrors(errors, path).length > 0 || undefined;
  const describedBy = invalid ? `${id}-error` : undefined;

  function chooseFamily(next: string) {
    onChange(next === '' ? null : (defaultVariantOf(list, next)?.id ?? null));
  }

  return (
    <div className="bo-image-template-font">
      <div className="bo-field">
        <label htmlFor={id}>{field.label}: Familie</label>
        <select
          id={id}
          value={missing ? 'missing' : family}
          disabled={field.readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => chooseFamily(event.target.value)}
        >
          <option value="">Standardschrift</option>
          {fontFamilies(list).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {missing ? (
            <option value="missing">
              {fonts.status === 'done'
                ? `Schrift #${current} (nicht vorhanden)`
                : `Schrift #${current}`}
            </option>
          ) : null}
        </select>
      </div>
      {chosen ? (
        <div className="bo-field">
          <label htmlFor={`${id}-variant`}>{field.label}: Schnitt</label>
          <select
            id={`${id}-variant`}
            value={String(chosen.id)}
            disabled={field.readOnly}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {list
              .filter((font) => font.family === family)
              .map((font) => (
                <option key={font.id} value={String(font.id)}>
                  {font.label || font.variant}
                </option>
              ))}
          </select>
        </div>
      ) : null}
      <FontsLoadError fonts={fonts} />
    </div>
  );
}
