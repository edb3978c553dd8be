import { useId } from 'react';
import { itemCalculationModel, itemPriceText } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { useItemDraft, type ItemFormProps } from '@bestellwerk/ui/forms';
import { ItemChoices } from '../../shared/editor/item-choices.js';

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
      <ItemChoices
        product={product}
        amount={draft.amount}
        unit={draft.unit}
        onAmountChange={draft.setAmount}
        autoFocus
        submitOnEnter
        parts={draft.configParts}
        partValues={draft.parts}
        onPartChange={draft.setPart}
        showIssues={draft.showIssues}
        textareaRows={3}
        uploadNotice={
          <p className="bo-muted">
            Dateien können bei Telefonbestellungen nicht angenommen werden.
          </p>
        }
        price={
          gross === null
            ? null
            : itemPriceText(
                itemCalculationModel(product, draft.unit),
                product.isPriceHidden,
                gross / 100,
              )
        }
      />
      <div className="bo-form-actions">
        <Button type="submit">{item ? 'Übernehmen' : 'Hinzufügen'}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
