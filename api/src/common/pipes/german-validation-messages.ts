import { ERROR_MESSAGES, fieldLabel, type FieldError } from '@bestellwerk/domain';
import { getMetadataStorage, type ValidationError } from 'class-validator';

type MessageFor = (args: unknown[]) => string;

/** Constraints that say the value has the wrong kind; when one fails, only it is reported. */
const TYPE_CONSTRAINTS = [
  'isDefined',
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isArray',
  'isObject',
  'isJsonObject',
  'nestedValidation',
];

/** German wording per class-validator constraint; the field name is put in front. */
const MESSAGES: Record<string, MessageFor> = {
  isDefined: () => 'fehlt',
  isNotEmpty: () => 'darf nicht leer sein',
  isString: () => 'muss ein Text sein',
  isInt: () => 'muss eine ganze Zahl sein',
  isNumber: () => 'muss eine Zahl sein',
  isBoolean: () => 'muss true oder false sein',
  isArray: () => 'muss eine Liste sein',
  isObject: () => 'muss ein Objekt sein',
  nestedValidation: () => 'muss ein Objekt sein',
  isEmail: () => 'muss eine gültige E-Mail-Adresse sein',
  isUrl: () => 'muss eine gültige URL sein',
  isISO8601: () => 'muss ein gültiges Datum sein',
  isDateString: () => 'muss ein gültiges Datum sein',
  isMilitaryTime: () => 'muss eine Uhrzeit im Format HH:mm sein',
  isPositive: () => 'muss größer als 0 sein',
  matches: () => 'hat ein ungültiges Format',
  minLength: ([n]) => `muss mindestens ${n} Zeichen lang sein`,
  maxLength: ([n]) => `darf höchstens ${n} Zeichen lang sein`,
  min: ([n]) => `muss mindestens ${n} sein`,
  max: ([n]) => `darf höchstens ${n} sein`,
  arrayMinSize: ([n]) => `muss mindestens ${n} Einträge haben`,
  arrayMaxSize: ([n]) => `darf höchstens ${n} Einträge haben`,
  isIn: ([values]) => `muss einer dieser Werte sein: ${(values as unknown[]).join(', ')}`,
  isEnum: ([values]) =>
    `muss einer dieser Werte sein: ${Object.values(values as object).join(', ')}`,
  isHexColor: () => 'muss eine Farbe wie #C49560 sein',
  isCssLength: () => 'muss eine Länge wie 1.2rem sein (0 bis 4rem, 64px oder 50%)',
  isJsonObject: () => 'muss ein Objekt sein',
  isTimeOfDay: () => 'muss eine Uhrzeit im Format HH:mm sein',
  isCalendarDate: () => 'muss ein Datum im Format JJJJ-MM-TT sein',
  isMonth: () => 'muss ein Monat im Format JJJJ-MM sein',
  isNotBlank: () => 'darf nicht leer sein',
  isMoney: () => 'muss ein Betrag ab 0 mit höchstens zwei Nachkommastellen sein',
  isTaxRate: () => 'muss ein Steuersatz zwischen 0 und 100 sein',
  isQuantity: () => 'muss eine Menge größer als 0 mit höchstens drei Nachkommastellen sein',
  isHalfDays: () => 'muss eine Zahl ganzer oder halber Tage sein (z. B. 25 oder 12.5)',
  isIdentifier: () => 'darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten',
  maxJsonLength: ([n]) => `darf als JSON höchstens ${n} Zeichen lang sein`,
  isDateTime: () => 'muss ein Zeitpunkt wie 2026-11-20T08:30:00Z sein',
  isIban: () => 'muss eine gültige IBAN sein (z. B. AT61 1904 3002 3457 3201)',
  isBic: () => 'muss ein gültiger BIC mit 8 oder 11 Zeichen sein (z. B. GIBAATWWXXX)',
};

/** Arguments the decorator was declared with (e.g. 255 for @MaxLength(255)). */
function constraintArguments(
  target: object | undefined,
  property: string,
  constraint: string,
): unknown[] {
  if (!target) return [];
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(
    target.constructor,
    '',
    true,
    false,
  );
  const match = metadatas.find(
    (m) => m.propertyName === property && (m.name === constraint || m.type === constraint),
  );
  return match?.constraints ?? [];
}

function messageFor(error: ValidationError, path: string, constraint: string): string {
  if (constraint === 'whitelistValidation') return `Unbekanntes Feld „${path}“.`;
  if (constraint === 'unknownValue') return ERROR_MESSAGES.BODY_NOT_OBJECT;
  const text = MESSAGES[constraint];
  const label = fieldLabel(path);
  if (!text) return `Das Feld „${label}“ ist ungültig.`;
  return `Das Feld „${label}“ ${text(constraintArguments(error.target, error.property, constraint))}.`;
}

/**
 * Turns class-validator errors (nested included) into German API errors, one per field and
 * constraint, with the field as a dotted path (`items.0.amount`).
 */
export function germanValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const result: FieldError[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.keys(error.constraints ?? {});
    // A missing value or a wrong type makes the other messages of the same field noise.
    const typeFailure = TYPE_CONSTRAINTS.find((constraint) => constraints.includes(constraint));
    // Left out entirely: say it is missing rather than that it has the wrong type.
    const missing =
      (error.target as Record<string, unknown> | undefined)?.[error.property] === undefined;
    const reported = typeFailure && missing ? 'isDefined' : typeFailure;
    for (const constraint of reported ? [reported] : constraints) {
      result.push({
        message: messageFor(error, path || 'Anfragetext', constraint),
        ...(path ? { field: path } : {}),
      });
    }
    if (error.children?.length) result.push(...germanValidationErrors(error.children, path));
  }
  return result;
}
