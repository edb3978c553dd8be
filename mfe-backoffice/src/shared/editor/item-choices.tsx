import type { ReactNode } from 'react';
import type { CartPartValue, ConfigPart, Product, UnitKey } from '@bestellwerk/domain';
import {
  AmountField,
  PartField,
  type AmountFieldClasses,
  type PartFieldClasses,
} from '@bestellwerk/ui/forms';

/** The amount field in the backoffice's look. */
const AMOUNT_CLASSES: AmountFieldClasses = {
  root: 'bo-amount',
  row: 'bo-amount__row',
  step: 'bw-button bw-button--secondary',
  input: 'bo-amount__input',
};

/** The parts in the backoffice's look. */
const PART_CLASSES: PartFieldClasses = {
  group: 'bo-fieldset',
  field: 'bo-field',
  option: 'bo-check',
  optionPrice: 'bo-muted',
  error: 'bo-field-error',
};

export interface ItemChoicesProps {
  product: Product;
  amount: number;
  unit: UnitKey;
  onAmountChange: (amount: number, unit: UnitKey) => void;
  /** Focus the amount when shown. */
  autoFocus?: boolean;
  /** Enter in the amount also submits the surrounding form. */
  submitOnEnter?: boolean;
  /** The product's configurable parts (none for a simple product). */
  parts: readonly ConfigPart[];
  /** The chosen value of each part, by index. */
  partValues: readonly CartPartValue[];
  onPartChange: (index: number, value: CartPartValue) => void;
  /** Whether the parts show the domain's validation messages. */
  showIssues: boolean;
  /** Rows of a textarea part. */
  textareaRows: number;
  /** Shown at an upload part: files are not taken here. */
  uploadNotice: ReactNode;
  /** The item's price as text (`ab 3,00 €`), null while it cannot be priced ('–'). */
  price: string | null;
  /** The price line's class. */
  priceClassName?: string;
}

/**
 * An item as the shop's item dialog takes it, in the backoffice's look: the amount (with its
 * unit), one field per configurable part and the live price, announced politely.
 */
export function ItemChoices({
  product,
  amount,
  unit,
  onAmountChange,
  autoFocus,
  submitOnEnter,
  parts,
  partValues,
  onPartChange,
  showIssues,
  textareaRows,
  uploadNotice,
  price,
  priceClassName,
}: ItemChoicesProps) {
  return (
    <>
      <AmountField
        product={product}
        amount={amount}
        unit={unit}
        autoFocus={autoFocus}
        submitOnEnter={submitOnEnter}
        classes={AMOUNT_CLASSES}
        onChange={onAmountChange}
      />
      {parts.map((part, index) => (
        <PartField
          key={index}
          part={part}
          value={partValues[index] ?? null}
          showIssue={showIssues}
          withDescription={false}
          textareaRows={textareaRows}
          classes={PART_CLASSES}
          uploadNotice={uploadNotice}
          onChange={(value) => onPartChange(index, value)}
        />
      ))}
      <p aria-live="polite" className={priceClassName}>
        {'Preis: '}
        <strong>{price ?? '–'}</strong>
      </p>
    </>
  );
}
