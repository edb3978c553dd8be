import type { CalculationModel, UnitKey } from '../contract/catalog.js';
import { amountText } from '../format/money-format.js';
import { snapAmount } from './amount-snapping.js';
import type { QuantityRules } from './quantity-rules.js';
import { unitShortName } from './unit-table.js';

/** Decimal places an order item's amount is stored with (the database column's scale). */
export const STORED_AMOUNT_DECIMAL_PLACES = 3;

/** Why staff cannot store an exact amount: it lies outside the unit's limits. */
export type StaffAmountIssue = 'below-minimum' | 'above-maximum';

/** What a staff correction of an item's amount becomes: the amount to store, or why not. */
export type StaffAmount = { amount: number } | { issue: StaffAmountIssue };

/** Whether an amount lies within the unit's minimum and maximum (no step grid). */
export function isAmountWithinLimits(amount: number, rules: QuantityRules): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= rules.minimum &&
    (rules.maximum === null || amount <= rules.maximum)
  );
}

/**
 * Whether staff enter the exact amount of an item instead of a point of the customer's step
 * grid: items whose price is not final (a non-fixed calculation model: weighed bread 'ca.',
 * minimum prices 'ab') are billed by what was really weighed or served.
 */
export function takesExactAmount(model: CalculationModel): boolean {
  return model !== 'fixed';
}

/**
 * The amount a staff correction stores. Exact-amount items (see {@link takesExactAmount})
 * keep the entered amount, rounded to the stored three decimals, when it lies within the
 * unit's minimum and maximum, and are refused otherwise (2,14 kg stays 2,14 kg; 6 kg of a
 * 5 kg maximum is an issue). Fixed-model items snap to the unit's grid and limits like the
 * customer's cart (2,4 Stk. → 2 Stk.).
 */
export function staffItemAmount(
  amount: number,
  rules: QuantityRules,
  model: CalculationModel,
): StaffAmount {
  if (!takesExactAmount(model)) return { amount: snapAmount(amount, rules) };
  const rounded = Number(amount.toFixed(STORED_AMOUNT_DECIMAL_PLACES));
  if (!(rounded >= rules.minimum)) return { issue: 'below-minimum' };
  if (rules.maximum !== null && rounded > rules.maximum) return { issue: 'above-maximum' };
  return { amount: rounded };
}

/** The German message of a refused exact amount, naming the product, the limit and the unit. */
export function staffAmountMessage(
  name: string,
  issue: StaffAmountIssue,
  rules: QuantityRules,
  unit: UnitKey,
): string {
  const limit = issue === 'below-minimum' ? rules.minimum : rules.maximum;
  const word = issue === 'below-minimum' ? 'mindestens' : 'höchstens';
  return `„${name}“: Die Menge muss ${word} ${amountText(limit ?? 0)} ${unitShortName(unit)} betragen.`;
}
