import type { UnitKey } from '../contract/catalog.js';
import { roundAmount } from './amount-decimals.js';

/** Units whose amount is the number of things counted in the cart badge. */
const COUNTED_BY_AMOUNT: readonly UnitKey[] = ['pair', 'person'];

/**
 * The number the cart shows as its item count: pairs and persons count by their amount
 * (3 Paar → 3), every other unit counts 1 per item (500 g → 1, 4 Stk. → 1).
 */
export function cartItemCount(items: readonly { amount: number; unit: UnitKey }[]): number {
  return roundAmount(
    items.reduce((sum, item) => sum + (COUNTED_BY_AMOUNT.includes(item.unit) ? item.amount : 1), 0),
  );
}
