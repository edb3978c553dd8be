import { useId, useState } from 'react';
import {
  canAdvanceFromStep,
  defaultAmountAndUnit,
  formatEuro,
  isCartItemValid,
  isLastStep,
  isPartValid,
  itemCalculationModel,
  itemGrossCents,
  itemPricePrefix,
  APPROXIMATE_PRICE_NOTICE,
  type CartItem,
  type CartPartValue,
  type Product,
  type UnitKey,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { AmountField } from './amount-field.js';
import { Modal } from './modal.js';
import { PartField } from './part-field.js';

export interface ItemDialogProps {
  product: Product;
  /** The cart item being edited; a new item when absent. */
  item?: CartItem;
  onSave: (item: CartItem) => void;
  onClose: () => void;
}

function initialParts(product: Product, item?: CartItem): CartPartValue[] {
  const parts = product.type === 'configurable' ? product.config.parts : [];
  return parts.map((_part, index) => item?.parts[index] ?? null);
}

/**
 * The item configuration dialog: amount and unit, every configurable part, the live price, and
 * for step-by-step products one part per step (counted from 0) with back, next and save. Saving
 * hands a valid item to `onSave` (the caller adds it or replaces the edited one).
 */
export function ItemDialog({ product, item, onSave, onClose }: ItemDialogProps) {
  const titleId = useId();
  const start = item ? { amount: item.amount, unit: item.unit } : defaultAmountAndUnit(product);
  const [amount, setAmount] = useState(start.amount);
  const [unit, setUnit] = useState<UnitKey>(start.unit);
  const [parts, setParts] = useState(() => initialParts(product, item));
  const [step, setStep] = useState(0);
  const [showIssues, setShowIssues] = useState(false);
  const [stepIssue, setStepIssue] = useState(false);

  const configParts = product.type === 'configurable' ? product.config.parts : [];
  const isStepMode = product.isStepByStep && configParts.length > 0;
  const visible = isStepMode ? [step] : configParts.map((_part, index) => index);
  const onLastStep = !isStepMode || isLastStep(configParts, step);
  const draft = { amount, unit, parts };
  const gross = itemGrossCents(product, draft);
  const prefix = itemPricePrefix(itemCalculationModel(product, unit), product.isPriceHidden);
  const isApproximate = prefix !== '';

  function setPart(index: number, value: CartPartValue) {
    setParts((current) => current.map((old, i) => (i === index ? value : old)));
  }

  function next() {
    if (canAdvanceFromStep(configParts, parts, step)) {
      setStep(step + 1);
      setStepIssue(false);
    } else setStepIssue(true);
  }

  function save() {
    if (!isCartItemValid(product, draft)) {
      setShowIssues(true);
      if (isStepMode) {
        const firstInvalid = configParts.findIndex((part, i) => !isPartValid(part, parts[i]));
        if (firstInvalid >= 0) setStep(firstInvalid);
      }
      return;
    }
    onSave({ product, amount, unit, parts });
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="bw-item-dialog">
      <header className="bw-item-dialog__header">
        <h2 id={titleId} className="bw-item-dialog__title">
          {product.name}
        </h2>
        <button
          type="button"
          className="bw-icon-button"
          aria-label="Dialog schließen"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <form
        className="bw-item-dialog__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (onLastStep) save();
          else next();
        }}
      >
        {product.description ? <p className="bw-muted">{product.description}</p> : null}
        <AmountField
          product={product}
          amount={amount}
          unit={unit}
          onChange={(nextAmount, nextUnit) => {
            setAmount(nextAmount);
            setUnit(nextUnit);
          }}
        />
        {isStepMode ? (
          <p className="bw-item-dialog__step" aria-live="polite">
            {`Schritt ${step + 1} von ${configParts.length}`}
          </p>
        ) : null}
        {visible.map((index) => (
          <PartField
            key={index}
            part={configParts[index]}
            value={parts[index]}
            onChange={(value) => setPart(index, value)}
            showIssue={showIssues || (isStepMode && stepIssue)}
          />
        ))}
        <p className="bw-item-dialog__price" aria-live="polite">
          <span>Preis: </span>
          <strong>
            {gross === null ? '' : [prefix, formatEuro(gross / 100)].filter(Boolean).join(' ')}
          </strong>
        </p>
        {isApproximate ? (
          <p className="bw-muted bw-item-dialog__notice">{APPROXIMATE_PRICE_NOTICE}</p>
        ) : null}
        <div className="bw-item-dialog__actions">
          {isStepMode ? (
            <Button
              variant="secondary"
              disabled={step === 0}
              onClick={() => {
                setStep(step - 1);
                setStepIssue(false);
              }}
            >
              Zurück
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              Abbrechen
            </Button>
          )}
          {onLastStep ? (
            <Button type="submit">{item ? 'Speichern' : 'In den Warenkorb'}</Button>
          ) : (
            <Button type="submit">Weiter</Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
