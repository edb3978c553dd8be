import type { ConfigPart } from '../contract/catalog.js';
import type { CartPartValue } from '../contract/ordering.js';

/**
 * The value of a select after an option is clicked: clicking the selected option of an
 * optional select deselects it (null); any other click selects the option; a required select
 * keeps its option.
 */
export function toggleSelectOption(
  part: Pick<ConfigPart, 'optional'>,
  current: CartPartValue,
  clicked: number,
): number | null {
  return part.optional && current === clicked ? null : clicked;
}

/**
 * The value of a multiselect after an option is clicked: a chosen option is removed, another
 * one added; the list stays in option order without duplicates.
 */
export function toggleMultiselectOption(current: CartPartValue, clicked: number): number[] {
  const chosen = Array.isArray(current) ? current : [];
  const next = chosen.includes(clicked)
    ? chosen.filter((index) => index !== clicked)
    : [...chosen, clicked];
  return [...new Set(next)].sort((a, b) => a - b);
}
