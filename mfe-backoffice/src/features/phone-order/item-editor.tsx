import { useId } from 'react';
import { itemCalculationModel, itemPriceText } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import {
  AmountField,
  PartField,
  useItemDraft,
  type AmountFieldClasses,
  type ItemFormProps,
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

export interface ItemEditorProps extends ItemFormProps {
  onCancel: () => void;
}

/**
 * Amount, unit and options of one item with its live price. Options are checked with the
 * domain's part rules; uploads cannot be taken on the phone, so a product that needs one cannot
 * be added here. Enter in the amount adds the item at once.
 */
export function ItemEditor({ product, item, onSave, onCancel }: ItemEditorProps) {
  const titleId = useId();
  const draft = useItemDraft(product, item);
  const gross = draft.gross;

  return (
    <form
      className="bo-item-editor"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        draft.save(onSave);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={titleId}>{product.name}</h3>
      <AmountField
        product={product}
        amount={draft.amount}
        unit={draft.unit}
        autoFocus
        submitOnEnter
        classes={AMOUNT_CLASSES}
        onChange={draft.setAmount}
      />
      {draft.configParts.map((part, index) => (
        <PartField
          key={index}
          part={part}
          value={draft.parts[index]}
          showIssue={draft.showIssues}
          withDescription={false}
          textareaRows={3}
          classes={PART_CLASSES}
          uploadNotice={
            <p className="bo-muted">
              Dateien können bei Telefonbestellungen nicht angenommen werden.
            </p>
          }
          onChange={(value) => draft.setPart(index, value)}
        />
      ))}
      <p aria-live="polite">
        {'Preis: '}
        <strong>
          {gross === null
            ? '–'
            : itemPriceText(
                itemCalculationModel(product, draft.unit),
                product.isPriceHidden,
                gross / 100,
              )}
        </strong>
      </p>
      <div className="bo-form-actions">
        <Button type="submit">{item ? 'Übernehmen' : 'Hinzufügen'}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
