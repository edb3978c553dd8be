/** A decimal read from text: its value and its digits after the separator (trailing zeros left out). */
export interface ParsedDecimal {
  value: number;
  fractionDigits: number;
}

/** Spaces that may group thousands: the plain one, the no-break space, the narrow one. */
const SPACE = /[ \u00a0\u202f]/;
const SIGN = /^[+\-\u2212]\s*/;
const EURO = /^€\s*|\s*€$/g;

/** Digits grouped by `separator` in threes ("1.234.567") or not grouped at all ("1234567"). */
function integerDigits(text: string, separator: string): string | null {
  if (/^\d+$/.test(text)) return text;
  const [head = '', ...tail] = text.split(separator);
  const grouped = /^\d{1,3}$/.test(head) && tail.every((group) => /^\d{3}$/.test(group));
  return grouped ? head + tail.join('') : null;
}

/** The separator of the decimals: the later of point and comma, or a point or comma used once. */
function decimalSeparator(text: string): string | undefined {
  const points = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (points > 0 && commas > 0) return text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
  if (points === 1 && commas === 0) return '.';
  if (commas === 1 && points === 0) return ',';
  return undefined;
}

/**
 * Reads a decimal as staff type it in a German UI: a comma or a point as the decimal separator
 * ("7,40" and "7.40" → 7.4, ",5" → 0.5), thousands grouped by points, commas or spaces when the
 * other separator follows or the separator repeats ("1.234,50" → 1234.5, "1.234.567" →
 * 1234567, "1 234,5"), a sign and a euro sign around it. A single point or comma is always the
 * decimal separator ("1.234" → 1.234). Anything else — empty text, letters, exponents, badly
 * grouped digits — gives null.
 */
export function parseDecimalParts(text: string): ParsedDecimal | null {
  const unsigned = text.trim().replace(EURO, '');
  const negative = /^[-\u2212]/.test(unsigned);
  const rest = unsigned.replace(SIGN, '');
  if (!/^[\d., \u00a0\u202f]+$/.test(rest) || !/\d/.test(rest)) return null;

  const decimal = decimalSeparator(rest);
  const at = decimal === undefined ? rest.length : rest.lastIndexOf(decimal);
  const whole = rest.slice(0, at);
  const fraction = rest.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return null;
  // Thousands are grouped by spaces, or by the separator that is not the decimal one.
  const grouping = SPACE.exec(whole)?.[0] ?? /[.,]/.exec(whole)?.[0] ?? '';
  if (SPACE.test(whole) && /[.,]/.test(whole)) return null;
  const digits = whole === '' ? '0' : integerDigits(whole, grouping);
  if (digits === null) return null;
  const value = Number(`${digits}.${fraction}0`);
  if (!Number.isFinite(value)) return null;
  return {
    value: negative && value !== 0 ? -value : value,
    fractionDigits: fraction.replace(/0+$/, '').length,
  };
}

/** The value of `parseDecimalParts`: the decimal staff typed, or null when it is none. */
export function parseDecimal(text: string): number | null {
  return parseDecimalParts(text)?.value ?? null;
}

/** What a decimal input allows: lowest and highest value and the digits after the comma. */
export interface DecimalRules {
  min?: number;
  max?: number;
  /** Digits after the comma: 2 for euros, 0 for whole numbers; any when not given. */
  fractionDigits?: number;
}

/** The text of a decimal input read with its rules: a value (null when empty) or a message. */
export type DecimalReading = { value: number | null; message?: undefined } | { message: string };

/**
 * A number as German text for an input: decimal comma, exactly `fractionDigits` digits after it
 * when given ("1.234,50"), otherwise as many as it has ("2,14"). Points group thousands only
 * beside a fixed decimal comma: "10.000" alone would read back as ten.
 */
export function formatDecimal(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('de-DE', {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 6,
    useGrouping: fractionDigits !== undefined && fractionDigits > 0,
  });
}

/** A whole number with points grouping its thousands ("10.000"). */
const GROUPED_WHOLE = /^[+\-\u2212]?\d{1,3}(?:\.\d{3})+$/;

/**
 * Reads what was typed into a decimal input: empty text is null, a number within the rules its
 * value, anything else a German message saying what is wrong ("Bitte eine Zahl eingeben, z. B.
 * 7,40.", "Höchstens 2 Nachkommastellen.", "Mindestens 0,50.").
 */
export function readDecimalInput(text: string, rules: DecimalRules = {}): DecimalReading {
  if (text.trim() === '') return { value: null };
  const { min, max, fractionDigits } = rules;
  // Where only whole numbers are allowed, "10.000" means ten thousand, as Germans write it.
  const wholeGrouped = fractionDigits === 0 && GROUPED_WHOLE.test(text.trim());
  const parsed = parseDecimalParts(wholeGrouped ? text.replace(/\./g, '') : text);
  if (parsed === null) {
    return {
      message:
        fractionDigits === 0
          ? 'Bitte eine ganze Zahl eingeben.'
          : `Bitte eine Zahl eingeben, z. B. ${formatDecimal(7.4, fractionDigits ?? 2)}.`,
    };
  }
  if (fractionDigits !== undefined && parsed.fractionDigits > fractionDigits) {
    return {
      message:
        fractionDigits === 0
          ? 'Bitte eine ganze Zahl eingeben.'
          : `Höchstens ${fractionDigits} Nachkommastellen.`,
    };
  }
  // Euros read with their cents ("Mindestens 0,50."), other limits as they are ("Höchstens 100.").
  const limitDigits = fractionDigits === 2 ? 2 : undefined;
  if (min !== undefined && parsed.value < min) {
    return { message: `Mindestens ${formatDecimal(min, limitDigits)}.` };
  }
  if (max !== undefined && parsed.value > max) {
    return { message: `Höchstens ${formatDecimal(max, limitDigits)}.` };
  }
  return { value: parsed.value };
}
