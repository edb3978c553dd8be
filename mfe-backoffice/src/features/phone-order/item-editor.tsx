import { useId, useState, type FormEvent } from 'react';
import {
  defaultAmountAndUnit,
  formatEuro,
  isCartItemValid,
  isUploadPart,
  itemCalculationModel,
  itemGrossCents,
  itemPriceText,
  partIssue,
  partIssueMessage,
  toggleMultiselectOption,
  toggleSelectOption,
  type CartItem,
  type CartPartValue,
  type ConfigPart,
  type PartOption,
  type Product,
  type UnitKey,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { AmountInput } from './amount-input.js';

/** What an option does to the price, e.g. "+ 12,00 €"; empty for adding nothing. */
export function optionPriceText(option: PartOption): string {
  if (option.modifier === 'overwrite') return formatEuro(option.value);
  if (option.value === 0) return '';
  return `${option.modifier === 'add' ? '+' : '−'} ${formatEuro(option.value)}`;
}

export interface ItemEditorProps {
  product: Product;
  /** The item being changed; a new item when absent. */
  item?: CartItem;
  onSave: (item: CartItem) => void;
  onCancel: () => void;
}

function initialParts(product: Product, item?: CartItem): CartPartValue[] {
  const parts = product.type === 'configurable' ? product.config.parts : [];
  return parts.map((_part, index) => item?.parts[index] ?? null);
}

/**
 * Amount, unit and options of one item with its live price. Options are checked with the
 * domain's part rules; uploads cannot be taken on the phone, so a product that needs one cannot
 * be added here.
 */
export function ItemEditor({ product, item, onSave, onCancel }: ItemEditorProps) {
  const titleId = useId();
  const start = item ? { amount: item.amount, unit: item.unit } : defaultAmountAndUnit(product);
  const [amount, setAmount] = useState(start.amount);
  const [unit, setUnit] = useState<UnitKey>(start.unit);
  const [parts, setParts] = useState(() => initialParts(product, item));
  const [showIssues, setShowIssues] = useState(false);
  const configParts = product.type === 'configurable' ? product.config.parts : [];
  const draft = { amount, unit, parts };
  const gross = itemGrossCents(product, draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCartItemValid(product, draft)) {
      setShowIssues(true);
      return;
    }
    onSave({ product, amount, unit, parts });
  }

  return (
    <form
      className="bo-item-editor"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={titleId}>{product.name}</h3>
      <AmountInput
        product={product}
        amount={amount}
        unit={unit}
        autoFocus
        onChange={(nextAmount, nextUnit) => {
          setAmount(nextAmount);
          setUnit(nextUnit);
        }}
      />
      {configParts.map((part, index) => (
        <PartInput
          key={index}
          part={part}
          value={parts[index]}
          showIssue={showIssues}
          onChange={(value) =>
            setParts((current) => current.map((old, i) => (i === index ? value : old)))
          }
        />
      ))}
      <p aria-live="polite">
        {'Preis: '}
        <strong>
          {gross === null
            ? '–'
            : itemPriceText(
                itemCalculationModel(product, unit),
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

interface PartInputProps {
  part: ConfigPart;
  value: CartPartValue;
  showIssue: boolean;
  onChange: (value: CartPartValue) => void;
}

/** One configurable part: options as radio buttons or checkboxes, or a text. */
function PartInput({ part, value, showIssue, onChange }: PartInputProps) {
  const id = useId();
  const issue = partIssue(part, value);
  const invalid = showIssue && issue !== null;
  const errorId = invalid ? `${id}-error` : undefined;
  const label = part.optional ? `${part.name} (optional)` : part.name;
  const error = invalid ? (
    <p id={errorId} className="bo-field-error">
      {partIssueMessage(part, issue)}
    </p>
  ) : null;

  if (part.type === 'select' || part.type === 'multiselect') {
    const isMulti = part.type === 'multiselect';
    return (
      <fieldset
        className="bo-fieldset"
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
      >
        <legend>{label}</legend>
        {part.options.map((option, index) => {
          const checked = isMulti ? Array.isArray(value) && value.includes(index) : value === index;
          const price = optionPriceText(option);
          return (
            <label key={index} className="bo-check">
              <input
                type={isMulti ? 'checkbox' : 'radio'}
                name={id}
                checked={checked}
                onChange={() => onChange(isMulti ? toggleMultiselectOption(value, index) : index)}
                onClick={() => {
                  // A click on the chosen option of an optional select deselects it.
                  if (!isMulti && checked) onChange(toggleSelectOption(part, value, index));
                }}
              />
              {option.name}
              {price ? <span className="bo-muted">{` (${price})`}</span> : null}
            </label>
          );
        })}
        {error}
      </fieldset>
    );
  }

  if (isUploadPart(part.type)) {
    return (
      <div className="bo-field">
        <span>{label}</span>
        <p className="bo-muted" id={`${id}-note`}>
          Dateien können bei Telefonbestellungen nicht angenommen werden.
        </p>
        {error}
      </div>
    );
  }

  const common = {
    id: `${id}-input`,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': invalid || undefined,
    'aria-describedby': errorId,
    'aria-required': !part.optional || undefined,
  };
  return (
    <div className="bo-field">
      <label htmlFor={common.id}>{label}</label>
      {part.type === 'textarea' ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {error}
    </div>
  );
}
