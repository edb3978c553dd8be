import { useId, useState, type ReactNode } from 'react';
import {
  formatEuro,
  isUploadPart,
  limitPartText,
  partIssue,
  partIssueMessage,
  partMaxLength,
  partTextCounter,
  partTooLongMessage,
  toggleMultiselectOption,
  toggleSelectOption,
  type CartPartValue,
  type ConfigPart,
  type PartOption,
} from '@bestellwerk/domain';

/** What an option does to the price, e.g. "+ 12,00 €"; empty for adding nothing. */
export function optionPriceText(option: PartOption): string {
  if (option.modifier === 'overwrite') return formatEuro(option.value);
  if (option.value === 0) return '';
  return `${option.modifier === 'add' ? '+' : '−'} ${formatEuro(option.value)}`;
}

/** The classes of a part's pieces; the item dialog's `bw-part` look by default. */
export interface PartFieldClasses {
  /** The fieldset of options. */
  group?: string;
  /** The box of a text, textarea or upload part. */
  field?: string;
  /** The legend or label with the part's name. */
  label?: string;
  description?: string;
  /** A box around the options (none without a class). */
  options?: string;
  option?: string;
  optionName?: string;
  optionPrice?: string;
  input?: string;
  error?: string;
  /** The '12/30 Zeichen' line under a text part with a maximum length. */
  counter?: string;
}

const DEFAULT_CLASSES: PartFieldClasses = {
  group: 'bw-part',
  field: 'bw-part',
  label: 'bw-part__label',
  description: 'bw-part__description bw-muted',
  options: 'bw-options',
  option: 'bw-option',
  optionName: 'bw-option__name',
  optionPrice: 'bw-option__price',
  input: 'bw-input',
  error: 'bw-field-error',
  counter: 'bw-part__counter bw-muted',
};

/** What the file control of an upload part gets. */
export interface PartUploadProps {
  part: ConfigPart;
  inputId: string;
  value: CartPartValue;
  onChange: (value: CartPartValue) => void;
  describedBy?: string;
  invalid: boolean;
}

export interface PartFieldProps {
  part: ConfigPart;
  value: CartPartValue;
  onChange: (value: CartPartValue) => void;
  /** Show the validation message (after the user tried to go on or save). */
  showIssue: boolean;
  /** Show the part's description under its name (default). */
  withDescription?: boolean;
  /** Rows of a textarea part. */
  textareaRows?: number;
  /** The file control of an upload part. */
  renderUpload?: (props: PartUploadProps) => ReactNode;
  /** Shown instead of a file control where files cannot be taken (no `renderUpload`). */
  uploadNotice?: ReactNode;
  classes?: PartFieldClasses;
}

/**
 * One configurable part: its name, description, input by type (options as radio buttons or
 * checkboxes, a text, a file) and the domain's validation message. A click on the chosen option
 * of an optional select deselects it. A text with a maximum length counts its characters
 * ('12/30 Zeichen'), stops at the limit and says so when typing goes past it.
 */
export function PartField({
  part,
  value,
  onChange,
  showIssue,
  withDescription = true,
  textareaRows = 4,
  renderUpload,
  uploadNotice,
  classes = DEFAULT_CLASSES,
}: PartFieldProps) {
  const id = useId();
  const [isCut, setIsCut] = useState(false);
  const issue = partIssue(part, value);
  // A text too long is said at once (it can only come from an older cart or a cut paste).
  const invalid = (showIssue || issue === 'tooLong') && issue !== null;
  const text = typeof value === 'string' ? value : '';
  const counter = partTextCounter(part, text);
  const hasDescription = withDescription && !!part.description;
  const descriptionId = hasDescription ? `${id}-description` : undefined;
  const counterId = counter === null ? undefined : `${id}-counter`;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [descriptionId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const label = part.optional ? `${part.name} (optional)` : part.name;

  const description = hasDescription ? (
    <p id={descriptionId} className={classes.description}>
      {part.description}
    </p>
  ) : null;
  const error = invalid ? (
    <p id={errorId} className={classes.error}>
      {partIssueMessage(part, issue)}
    </p>
  ) : null;

  if (part.type === 'select' || part.type === 'multiselect') {
    const isMulti = part.type === 'multiselect';
    const options = part.options.map((option, index) => {
      const checked = isMulti ? Array.isArray(value) && value.includes(index) : value === index;
      const price = optionPriceText(option);
      return (
        <label key={index} className={classes.option}>
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
          <span className={classes.optionName}>{option.name}</span>
          {price ? <span className={classes.optionPrice}>{` (${price})`}</span> : null}
        </label>
      );
    });
    return (
      <fieldset
        className={classes.group}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        <legend className={classes.label}>{label}</legend>
        {description}
        {classes.options ? <div className={classes.options}>{options}</div> : options}
        {error}
      </fieldset>
    );
  }

  const inputId = `${id}-input`;
  if (isUploadPart(part.type) && !renderUpload) {
    return (
      <div className={classes.field}>
        <span className={classes.label}>{label}</span>
        {description}
        {uploadNotice}
        {error}
      </div>
    );
  }

  const common = {
    id: inputId,
    className: classes.input,
    value: text,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    required: !part.optional,
  };
  const onText = (typed: string) => {
    const next = limitPartText(part, text, typed);
    setIsCut(next.isCut);
    if (next.text !== text) onChange(next.text);
  };
  const max = partMaxLength(part);
  const counterLine =
    counter === null ? null : (
      <p id={counterId} className={classes.counter}>
        {counter}
      </p>
    );
  // Said when typing goes past the limit (unless the rule's message already says it); the live
  // region stands from the start so screen readers announce what appears in it.
  const cutNotice =
    max === null ? null : (
      <div role="status">
        {isCut && !(invalid && issue === 'tooLong') ? (
          <p className={classes.error}>{partTooLongMessage(max)}</p>
        ) : null}
      </div>
    );
  return (
    <div className={classes.field}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      {description}
      {isUploadPart(part.type) && renderUpload ? (
        renderUpload({ part, inputId, value, onChange, describedBy, invalid })
      ) : part.type === 'textarea' ? (
        <textarea
          {...common}
          rows={textareaRows}
          onChange={(event) => onText(event.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => onText(event.target.value)} />
      )}
      {counterLine}
      {cutNotice}
      {error}
    </div>
  );
}
