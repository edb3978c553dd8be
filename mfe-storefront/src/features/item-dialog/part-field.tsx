import { useId } from 'react';
import {
  formatEuro,
  isUploadPart,
  partIssue,
  partIssueMessage,
  toggleMultiselectOption,
  toggleSelectOption,
  type CartPartValue,
  type ConfigPart,
  type PartOption,
} from '@bestellwerk/domain';
import { UploadField } from './upload-field.js';

/** What an option does to the price, e.g. "+ 12,00 €"; empty for adding nothing. */
export function optionPriceText(option: PartOption): string {
  if (option.modifier === 'overwrite') return formatEuro(option.value);
  if (option.value === 0) return '';
  return `${option.modifier === 'add' ? '+' : '−'} ${formatEuro(option.value)}`;
}

export interface PartFieldProps {
  part: ConfigPart;
  value: CartPartValue;
  onChange: (value: CartPartValue) => void;
  /** Show the validation message (after the customer tried to go on or save). */
  showIssue: boolean;
}

/** One configurable part: its name, description, input by type and validation message. */
export function PartField({ part, value, onChange, showIssue }: PartFieldProps) {
  const id = useId();
  const issue = partIssue(part, value);
  const invalid = showIssue && issue !== null;
  const descriptionId = part.description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const label = part.optional ? `${part.name} (optional)` : part.name;

  const description = part.description ? (
    <p id={descriptionId} className="bw-part__description bw-muted">
      {part.description}
    </p>
  ) : null;
  const error = invalid ? (
    <p id={errorId} className="bw-field-error">
      {partIssueMessage(part, issue)}
    </p>
  ) : null;

  if (part.type === 'select' || part.type === 'multiselect') {
    const isMulti = part.type === 'multiselect';
    return (
      <fieldset
        className="bw-part"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        <legend className="bw-part__label">{label}</legend>
        {description}
        <div className="bw-options">
          {part.options.map((option, index) => {
            const checked = isMulti
              ? Array.isArray(value) && value.includes(index)
              : value === index;
            const price = optionPriceText(option);
            return (
              <label key={index} className="bw-option">
                <input
                  type={isMulti ? 'checkbox' : 'radio'}
                  name={id}
                  checked={checked}
                  onChange={() => {
                    if (isMulti) onChange(toggleMultiselectOption(value, index));
                    else onChange(index);
                  }}
                  onClick={() => {
                    // A click on the chosen option of an optional select deselects it.
                    if (!isMulti && checked) onChange(toggleSelectOption(part, value, index));
                  }}
                />
                <span className="bw-option__name">{option.name}</span>
                {price ? <span className="bw-option__price">{` (${price})`}</span> : null}
              </label>
            );
          })}
        </div>
        {error}
      </fieldset>
    );
  }

  const inputId = `${id}-input`;
  return (
    <div className="bw-part">
      <label htmlFor={inputId} className="bw-part__label">
        {label}
      </label>
      {description}
      {isUploadPart(part.type) ? (
        <UploadField
          part={part}
          inputId={inputId}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
        />
      ) : part.type === 'textarea' ? (
        <textarea
          id={inputId}
          className="bw-input"
          rows={4}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          required={!part.optional}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={inputId}
          className="bw-input"
          type="text"
          value={typeof value === 'string' ? value : ''}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          required={!part.optional}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error}
    </div>
  );
}
