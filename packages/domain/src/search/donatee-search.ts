import type { Donatee } from '../contract/ordering.js';

/** Shown when the donatee search matches no organisation (storefront.md §8). */
export const NO_DONATEE_TEXT = 'Keine passende Organisation gefunden.';

/**
 * The donatees whose name or description contains the trimmed term, ignoring case (German rules
 * by default), in their given order; an empty term keeps all of them.
 */
export function filterDonatees<D extends Pick<Donatee, 'name' | 'description'>>(
  donatees: readonly D[],
  term: string,
  locale = 'de',
): D[] {
  const needle = term.trim().toLocaleLowerCase(locale);
  return donatees.filter(
    (donatee) =>
      donatee.name.toLocaleLowerCase(locale).includes(needle) ||
      donatee.description.toLocaleLowerCase(locale).includes(needle),
  );
}
