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
import { ItemChoices } from '../../shared/editor/item-choices.js';
import { previewProduct } from './preview-product.js';

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
      <ItemChoices
        product={product}
        amount={start.amount}
        unit={start.unit}
        onAmountChange={(amount, unit) => setChoice({ amount, unit })}
        parts={configParts}
        partValues={partValues}
        onPartChange={(index, value) =>
          setParts(configParts.map((_p, i) => (i === index ? value : (parts[i] ?? null))))
        }
        showIssues={false}
        textareaRows={2}
        uploadNotice={<p className="bo-muted">Dateien lädt der Kunde im Shop hoch.</p>}
        price={gross === null ? null : [prefix, formatEuro(gross / 100)].filter(Boolean).join(' ')}
        priceClassName="bo-price-preview__total"
      />
      {product.isPriceHidden ? (
        <p className="bo-muted">Im Shop wird der Preis ausgeblendet.</p>
      ) : null}
    </section>
  );
}
