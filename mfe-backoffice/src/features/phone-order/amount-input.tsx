import { useEffect, useId, useState } from 'react';
import {
  amountAfterUnitChange,
  canDecreaseAmount,
  canIncreaseAmount,
  decreaseAmount,
  increaseAmount,
  offeredUnits,
  parseAmount,
  quantityRules,
  snapAmount,
  unitShortName,
  type Product,
  type UnitKey,
} from '@bestellwerk/domain';

/** An amount as German text: decimal comma, no grouping ("1,5", "250"). */
export function amountText(amount: number): string {
  return amount.toLocaleString('de-DE', { maximumFractionDigits: 6, useGrouping: false });
}

export interface AmountInputProps {
  product: Product;
  amount: number;
  unit: UnitKey;
  onChange: (amount: number, unit: UnitKey) => void;
  /** Focus the amount when shown. */
  autoFocus?: boolean;
}

/**
 * Amount with − / + and, when the product offers several units, the unit. Typed text is read with
 * comma or point and snapped to the unit's rules (the domain's quantity rules) when left.
 */
export function AmountInput({ product, amount, unit, onChange, autoFocus }: AmountInputProps) {
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
    <div className="bo-amount">
      <label htmlFor={`${id}-amount`}>Menge</label>
      <div className="bo-amount__row">
        <button
          type="button"
          className="bw-button bw-button--secondary"
          aria-label="Menge verringern"
          disabled={!canDecreaseAmount(amount, rules)}
          onClick={() => onChange(decreaseAmount(amount, rules), unit)}
        >
          −
        </button>
        <input
          id={`${id}-amount`}
          className="bo-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className="bw-button bw-button--secondary"
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
          <span>{unitShortName(unit)}</span>
        )}
      </div>
    </div>
  );
}
