import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { formatDecimal, readDecimalInput } from '@bestellwerk/domain';

type AriaProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-invalid'
  | 'aria-required'
  | 'aria-errormessage'
>;

export interface DecimalInputProps extends AriaProps {
  /** The number shown; null shows an empty input. */
  value: number | null;
  /** Gets every number typed within the rules, null when the input is emptied. */
  onChange: (value: number | null) => void;
  id: string;
  /** Digits after the comma: 2 for euros (shown "7,40"), 0 for whole numbers; any by default. */
  fractionDigits?: number;
  min?: number;
  max?: number;
  name?: string;
  className?: string;
  disabled?: boolean;
  placeholder?: string;
  /** The unit shown right of the input ('€', '%'). */
  unit?: string;
  autoFocus?: boolean;
  /**
   * Gets text that is no number within the rules, with the message shown below the input; the
   * value stays as it was unless the owner takes the text (the form engine sends it, so the
   * server names the field too).
   */
  onInvalidText?: (text: string, message: string) => void;
  onBlur?: () => void;
}

const textOf = (value: number | null, fractionDigits?: number) =>
  value === null || !Number.isFinite(value) ? '' : formatDecimal(value, fractionDigits);

/**
 * A decimal input for a German UI: text with a decimal keyboard that reads "7,40", "7.40" and
 * "1.234,50" by the domain's one parser, keeps what is typed while focused and shows the value
 * in German ("7,40") otherwise. Text that is no number, has too many decimals or lies outside
 * min/max keeps its German message below the input and is not taken as the value.
 */
export function DecimalInput({
  value,
  onChange,
  id,
  fractionDigits,
  min,
  max,
  className,
  unit,
  onInvalidText,
  onBlur,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: DecimalInputProps) {
  const [text, setText] = useState(() => textOf(value, fractionDigits));
  const [message, setMessage] = useState<string | null>(null);
  const focused = useRef(false);
  /** Set while a render follows typing: the value's change then is the typing's own. */
  const typed = useRef(false);
  /** The value this input last reported or showed. */
  const known = useRef<number | null>(value);

  // A value from outside (a reset, a loaded record) replaces the text unless the user types.
  useEffect(() => {
    if (Object.is(value, known.current)) return;
    known.current = value;
    if (typed.current || focused.current) return;
    setMessage(null);
    setText(textOf(value, fractionDigits));
  }, [value, fractionDigits]);
  useEffect(() => {
    typed.current = false;
  });

  function take(next: string) {
    typed.current = true;
    setText(next);
    const reading = readDecimalInput(next, { min, max, fractionDigits });
    if (reading.message !== undefined) {
      setMessage(reading.message);
      onInvalidText?.(next, reading.message);
      return;
    }
    setMessage(null);
    known.current = reading.value;
    if (!Object.is(reading.value, value)) onChange(reading.value);
  }

  const messageId = `${id}-decimal-error`;
  const describedByAll = [describedBy, message ? messageId : null].filter(Boolean).join(' ');
  const input = (
    <input
      {...rest}
      id={id}
      className={className}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      aria-invalid={message ? true : ariaInvalid}
      aria-describedby={describedByAll || undefined}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => take(event.target.value)}
      onBlur={() => {
        focused.current = false;
        if (message === null) setText(textOf(known.current, fractionDigits));
        onBlur?.();
      }}
    />
  );
  return (
    <>
      {unit ? (
        <span className="bo-decimal-input">
          {input}
          <span className="bo-muted bo-decimal-input__unit">{unit}</span>
        </span>
      ) : (
        input
      )}
      {message ? (
        <p id={messageId} className="bo-field-error bo-decimal-input__error">
          {message}
        </p>
      ) : null}
    </>
  );
}
