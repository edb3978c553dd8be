import { useEffect, useId, useState } from 'react';
import {
  amountAfterUnitChange,
  amountText,
  canDecreaseAmount,
  canIncreaseAmount,
  decreaseAmount,
  increaseAmount,
  offeredUnits,
  orderQuantityRules,
  parseAmount,
  snapAmount,
  unitShortName,
  type Product,
  type UnitKey,
} from '@bestellwerk/domain';

/** The classes of the amount field's parts; the item dialog's `bw-amount` look by default. */
export interface AmountFieldClasses {
  root?: string;
  label?: string;
  row?: string;
  /** The − and + buttons. */
  step?: string;
  input?: string;
  unitSelect?: string;
  /** The unit's name when the product has only one. */
  unit?: string;
}

const DEFAULT_CLASSES: AmountFieldClasses = {
  root: 'bw-amount',
  label: 'bw-amount__label',
  row: 'bw-amount__row',
  step: 'bw-icon-button',
  input: 'bw-input bw-amount__input',
  unitSelect: 'bw-input',
  unit: 'bw-amount__unit',
};

/** The − and + buttons: name, symbol, whether they may step, the step. */
const STEPS = {
  decrease: {
    label: 'Menge verringern',
    symbol: '−',
    can: canDecreaseAmount,
    step: decreaseAmount,
  },
  increase: { label: 'Menge erhöhen', symbol: '+', can: canIncreaseAmount, step: increaseAmount },
} as const;

export interface AmountFieldProps {
  product: Product;
  amount: number;
  unit: UnitKey;
  onChange: (amount: number, unit: UnitKey) => void;
  /** Focus the amount when shown. */
  autoFocus?: boolean;
  /**
   * Enter in the amount also submits the surrounding form (after taking the typed amount);
   * by default Enter only takes the amount.
   */
  submitOnEnter?: boolean;
  classes?: AmountFieldClasses;
}

/**
 * Amount with − / + steppers and, when the product offers several units, a unit select. Typed
 * text is read with a comma or point and snapped to the unit's rules (the domain's quantity
 * rules, capped at the order line's maximum: 999 Stk. without a product maximum) when the field
 * is left or Enter is pressed.
 */
export function AmountField({
  product,
  amount,
  unit,
  onChange,
  autoFocus,
  submitOnEnter = false,
  classes = DEFAULT_CLASSES,
}: AmountFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => amountText(amount));
  useEffect(() => setText(amountText(amount)), [amount]);
  const rules = orderQuantityRules(product, unit);
  const units = offeredUnits(product);

  function stepButton(kind: keyof typeof STEPS) {
    const { label, symbol, can, step } = STEPS[kind];
    return (
      <button
        type="button"
        className={classes.step}
        aria-label={label}
        disabled={!can(amount, rules)}
        onClick={() => onChange(step(amount, rules), unit)}
      >
        {symbol}
      </button>
    );
  }

  function commit() {
    const snapped = snapAmount(parseAmount(text), rules);
    setText(amountText(snapped));
    if (snapped !== amount) onChange(snapped, unit);
  }

  return (
    <div className={classes.root}>
      <label htmlFor={`${id}-amount`} className={classes.label}>
        Menge
      </label>
      <div className={classes.row}>
        {stepButton('decrease')}
        <input
          id={`${id}-amount`}
          className={classes.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            if (!submitOnEnter) event.preventDefault();
            commit();
          }}
        />
        {stepButton('increase')}
        {units.length > 1 ? (
          <>
            <label htmlFor={`${id}-unit`} className="bw-visually-hidden">
              Einheit
            </label>
            <select
              id={`${id}-unit`}
              className={classes.unitSelect}
              value={unit}
              onChange={(event) => {
                const next = event.target.value as UnitKey;
                onChange(amountAfterUnitChange(product, amount, unit, next), next);
              }}
            >
              {units.map((key) => (
                <option key={key} value={key}>
                  {unitShortName(key)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className={classes.unit}>{unitShortName(unit)}</span>
        )}
      </div>
    </div>
  );
}
