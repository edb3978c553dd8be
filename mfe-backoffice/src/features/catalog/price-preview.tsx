import { useId, useState } from 'react';
import {
  calculationModelPrefix,
  defaultAmountAndUnit,
  formatEuro,
  isUnitOffered,
  itemCalculationModel,
  itemGrossCents,
  type CartPartValue,
  type EditorValues,
  type UnitKey,
} from '@bestellwerk/domain';
import {
  AmountField,
  PartField,
  type AmountFieldClasses,
  type PartFieldClasses,
} from '@bestellwerk/ui/forms';
import { previewProduct } from './preview-product.js';

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

/**
 * What a customer would pay for the product being edited: options chosen as in the shop's item
 * dialog and an amount, priced by the storefront's own rules (`itemGrossCents`). Follows every
 * change of the draft; choices of parts that changed shape simply count no more.
 */
export function PricePreview({ values }: { values: EditorValues }) {
  const titleId = useId();
  const product = previewProduct(values);
  const [choice, setChoice] = useState<{ amount: number; unit: UnitKey } | null>(null);
  const [parts, setParts] = useState<CartPartValue[]>([]);
  const start =
    choice && isUnitOffered(product, choice.unit) ? choice : defaultAmountAndUnit(product);
  const configParts = product.type === 'configurable' ? product.config.parts : [];
  const partValues = configParts.map((_part, index) => parts[index] ?? null);
  const gross = itemGrossCents(product, { ...start, parts: partValues });
  const prefix = calculationModelPrefix(itemCalculationModel(product, start.unit));

  return (
    <section className="bo-panel bo-price-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>Preisvorschau</h3>
      <p className="bo-muted">
        Wählen Sie Optionen und Menge wie ein Kunde im Shop; gespeichert wird dabei nichts.
      </p>
      <AmountField
        product={product}
        amount={start.amount}
        unit={start.unit}
        classes={AMOUNT_CLASSES}
        onChange={(amount, unit) => setChoice({ amount, unit })}
      />
      {configParts.map((part, index) => (
        <PartField
          key={index}
          part={part}
          value={partValues[index]}
          showIssue={false}
          withDescription={false}
          textareaRows={2}
          classes={PART_CLASSES}
          uploadNotice={<p className="bo-muted">Dateien lädt der Kunde im Shop hoch.</p>}
          onChange={(value) =>
            setParts(configParts.map((_p, i) => (i === index ? value : (parts[i] ?? null))))
          }
        />
      ))}
      <p aria-live="polite" className="bo-price-preview__total">
        {'Preis: '}
        <strong>
          {gross === null ? '–' : [prefix, formatEuro(gross / 100)].filter(Boolean).join(' ')}
        </strong>
      </p>
      {product.isPriceHidden ? (
        <p className="bo-muted">Im Shop wird der Preis ausgeblendet.</p>
      ) : null}
    </section>
  );
}
