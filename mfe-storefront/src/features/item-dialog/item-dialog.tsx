import { useId, useState } from 'react';
import {
  canAdvanceFromStep,
  formatEuro,
  isLastStep,
  isPartValid,
  itemCalculationModel,
  itemPricePrefix,
  APPROXIMATE_PRICE_NOTICE,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { AmountField, PartField, useItemDraft, type ItemFormProps } from '@bestellwerk/ui/forms';
import { ItemImage } from './item-image.js';
import { ItemDialogHeader } from './item-dialog-header.js';
import { Modal } from './modal.js';
import { UploadField } from './upload-field.js';

export interface ItemDialogProps extends ItemFormProps {
  onClose: () => void;
}

/**
 * The item configuration dialog: amount and unit, every configurable part, the live price, and
 * for step-by-step products one part per step (counted from 0) with back, next and save. Saving
 * hands a valid item to `onSave` (the caller adds it or replaces the edited one).
 */
export function ItemDialog({ product, item, onSave, onClose }: ItemDialogProps) {
  const titleId = useId();
  const draft = useItemDraft(product, item);
  const { configParts, parts, gross } = draft;
  const [step, setStep] = useState(0);
  const [stepIssue, setStepIssue] = useState(false);

  const isStepMode = product.isStepByStep && configParts.length > 0;
  const visible = isStepMode ? [step] : configParts.map((_part, index) => index);
  const onLastStep = !isStepMode || isLastStep(configParts, step);
  const prefix = itemPricePrefix(itemCalculationModel(product, draft.unit), product.isPriceHidden);
  const isApproximate = prefix !== '';

  function next() {
    if (canAdvanceFromStep(configParts, parts, step)) {
      setStep(step + 1);
      setStepIssue(false);
    } else setStepIssue(true);
  }

  function save() {
    if (draft.save(onSave) || !isStepMode) return;
    const firstInvalid = configParts.findIndex((part, i) => !isPartValid(part, parts[i]));
    if (firstInvalid >= 0) setStep(firstInvalid);
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="bw-item-dialog">
      <ItemDialogHeader titleId={titleId} name={product.name} onClose={onClose} />
      <form
        className="bw-item-dialog__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (onLastStep) save();
          else next();
        }}
      >
        <ItemImage product={product} />
        {product.description ? <p className="bw-muted">{product.description}</p> : null}
        <AmountField
          product={product}
          amount={draft.amount}
          unit={draft.unit}
          onChange={draft.setAmount}
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
            onChange={(value) => draft.setPart(index, value)}
            showIssue={draft.showIssues || (isStepMode && stepIssue)}
            renderUpload={(upload) => <UploadField {...upload} />}
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
