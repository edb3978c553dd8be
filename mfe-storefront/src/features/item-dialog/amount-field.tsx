import { useEffect, useId, useState } from 'react';
import {
  amountAfterUnitChange,
  canDecreaseAmount,
  canIncreaseAmount,
  decreaseAmount,
  increaseAmount,
  offeredUnits,
  parseAmount,
  amountText,
  quantityRules,
  snapAmount,
  unitShortName,
  type Product,
  type UnitKey,
} from '@bestellwerk/domain';

export interface AmountFieldProps {
  product: Product;
  amount: number;
  unit: UnitKey;
  onChange: (amount: number, unit: UnitKey) => void;
}

/**
 * Amount with − / + steppers and, when the product offers several units, a unit select. Typed
 * text is read with a comma or point and snapped to the unit's rules when the field is left.
 */
export function AmountField({ product, amount, unit, onChange }: AmountFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => amountText(amount));
  useEffect(() => setText(amountText(amount)), [amount]);
  const rules = quantityRules(product, unit);
  const units = offeredUnits(product);

  function commit() {
    const snapped = snapAmount(parseAmount(text), rules);
    setText(amountText(snapped));
    if (snapped !== amount) onChange(snapped, unit);
  }

  return (
    <div className="bw-amount">
      <label htmlFor={`${id}-amount`} className="bw-amount__label">
        Menge
      </label>
      <div className="bw-amount__row">
        <button
          type="button"
          className="bw-icon-button"
          aria-label="Menge verringern"
          disabled={!canDecreaseAmount(amount, rules)}
          onClick={() => onChange(decreaseAmount(amount, rules), unit)}
        >
          −
        </button>
        <input
          id={`${id}-amount`}
          className="bw-input bw-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="bw-icon-button"
          aria-label="Menge erhöhen"
          disabled={!canIncreaseAmount(amount, rules)}
          onClick={() => onChange(increaseAmount(amount, rules), unit)}
        >
          +
        </button>
        {units.length > 1 ? (
          <>
            <label htmlFor={`${id}-unit`} className="bw-visually-hidden">
              Einheit
            </label>
            <select
              id={`${id}-unit`}
              className="bw-input"
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
          <span className="bw-amount__unit">{unitShortName(unit)}</span>
        )}
      </div>
    </div>
  );
}
