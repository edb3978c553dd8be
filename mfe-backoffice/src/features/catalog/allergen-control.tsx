import { ALLERGEN_CODES, ALLERGEN_LABELS, type AllergenCode } from '@bestellwerk/domain';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';

/** The chosen codes in the regulation's order (A … R), unknown entries dropped. */
export function allergenCodesOf(value: unknown): AllergenCode[] {
  const chosen = Array.isArray(value) ? value : [];
  return ALLERGEN_CODES.filter((code) => chosen.includes(code));
}

/** The 14 EU allergens as checkboxes with their code and German name ('A – Glutenhaltiges Getreide'). */
export function AllergenControl({ value, id, onChange }: CustomControlProps) {
  const chosen = allergenCodesOf(value);
  return (
    <div className="bo-allergens">
      {ALLERGEN_CODES.map((code, index) => (
        <label key={code} className="bo-check">
          <input
            id={index === 0 ? id : undefined}
            type="checkbox"
            checked={chosen.includes(code)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              onChange(
                ALLERGEN_CODES.filter((each) => (each === code ? checked : chosen.includes(each))),
              );
            }}
          />
          {`${code} – ${ALLERGEN_LABELS[code]}`}
        </label>
      ))}
    </div>
  );
}
