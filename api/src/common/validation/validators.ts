import {
  isBic,
  isCalendarDate,
  isIban,
  isWholeCents,
  parseMonth,
  parseTimeOfDay,
  RGB_HEX_COLOR,
} from '@bestellwerk/domain';
import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * Validators for the value kinds of the spec. Their names are keys of the German message
 * table in pipes/german-validation-messages.ts.
 */

/** A non-negative euro amount of whole cents that fits DECIMAL(12,2). */
export function isMoney(value: unknown): boolean {
  return typeof value === 'number' && isWholeCents(value) && value >= 0 && value < 1e10;
}

/** `HH:mm`, 24-hour (24:00 is written 00:00 of the next day). */
export function IsTimeOfDay(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isTimeOfDay',
      validator: { validate: (v) => typeof v === 'string' && parseTimeOfDay(v) !== null },
    },
    options,
  );
}

/** `YYYY-MM-DD` that exists in the calendar. */
export function IsCalendarDate(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (v) => isCalendarDate(v),
      },
    },
    options,
  );
}

/** A non-negative amount of money with at most two decimals. */
export function IsMoney(options?: ValidationOptions) {
  return ValidateBy({ name: 'isMoney', validator: { validate: isMoney } }, options);
}

/** A tax rate in percent between 0 and 100 with at most two decimals. */
export function IsTaxRate(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isTaxRate', validator: { validate: (v) => isMoney(v) && (v as number) <= 100 } },
    options,
  );
}

/** A number of days in whole or half days (holiday entitlement, carry-over). */
export function IsHalfDays(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isHalfDays',
      validator: {
        validate: (v) => typeof v === 'number' && Number.isFinite(v) && Number.isInteger(v * 2),
      },
    },
    options,
  );
}

/** A positive quantity with at most three decimals. */
export function IsQuantity(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isQuantity',
      validator: {
        validate: (v) =>
          typeof v === 'number' &&
          Number.isFinite(v) &&
          v > 0 &&
          v < 1e9 &&
          Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6,
      },
    },
    options,
  );
}

/** A URL key: lower-case letters, digits and dashes. */
export function IsIdentifier(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isIdentifier',
      validator: { validate: (v) => typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) },
    },
    options,
  );
}

/** A plain JSON object (not an array, not null). */
export function IsJsonObject(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isJsonObject',
      validator: { validate: (v) => typeof v === 'object' && v !== null && !Array.isArray(v) },
    },
    options,
  );
}

/**
 * The field may be left out; when present it must pass its validators (null included, so a
 * non-nullable column never receives null). Use class-validator's IsOptional only for
 * fields that accept null.
 */
export function Optional(options?: ValidationOptions) {
  return ValidateIf((_object, value) => value !== undefined, options);
}

/** A JSON value whose serialised form (JSON.stringify) has at most `max` characters. */
export function MaxJsonLength(max: number, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'maxJsonLength',
      constraints: [max],
      validator: {
        validate: (v) => {
          try {
            return (JSON.stringify(v) ?? '').length <= max;
          } catch {
            return false;
          }
        },
      },
    },
    options,
  );
}

const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** An ISO 8601 point in time with its zone (`2026-11-20T08:30:00.000Z` or `…+01:00`). */
export function IsDateTime(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isDateTime',
      validator: {
        validate: (v) =>
          typeof v === 'string' &&
          DATE_TIME.test(v) &&
          new Date(`${v.slice(0, 10)}T00:00:00Z`).toISOString().startsWith(v.slice(0, 10)),
      },
    },
    options,
  );
}

/** A colour `#RRGGBB` (German message of the key isHexColor: "muss eine Farbe wie #C49560 sein"). */
export function IsRgbColor(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isHexColor',
      validator: { validate: (v) => typeof v === 'string' && RGB_HEX_COLOR.test(v) },
    },
    options,
  );
}

/** An IBAN with a correct checksum (spaces and lower case allowed). */
export function IsIban(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isIban', validator: { validate: (v) => typeof v === 'string' && isIban(v) } },
    options,
  );
}

/** A BIC of 8 or 11 characters (spaces and lower case allowed). */
export function IsBic(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isBic', validator: { validate: (v) => typeof v === 'string' && isBic(v) } },
    options,
  );
}

/** A calendar month `YYYY-MM` (the time sheets' months). */
export function IsMonth(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isMonth', validator: { validate: (v) => typeof v === 'string' && !!parseMonth(v) } },
    options,
  );
}

/** A text with something besides white space in it. */
export function IsNotBlank(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isNotBlank', validator: { validate: (v) => typeof v === 'string' && !!v.trim() } },
    options,
  );
}
