/**
 * Every error code the API answers with, and its German message, defined once (backend.md §8).
 * A code is stable: frontends may switch on it; the message is what people read. Messages
 * with parameters are functions. A field's own validation message (class-validator, the
 * domain rules) comes with `VALIDATION_FAILED`; its wording lives beside its rule.
 */

import type { ApiError } from './common.js';
import { CRUD_COLLECTIONS } from './crud-collections.js';

const UNKNOWN_ERROR = 'Ein unbekannter Fehler ist aufgetreten.';
const PAYLOAD_TOO_LARGE = 'Die Anfrage ist zu groß.';
const UNSUPPORTED_MEDIA_TYPE = 'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie JSON.';
const CONTACT_ADMINISTRATION = 'Bitte wenden Sie sich an Ihre Administration.';

/** 'einer Minute' or 'n Minuten': how long to wait before trying again. */
const minutesText = (minutes: number) => (minutes === 1 ? 'einer Minute' : `${minutes} Minuten`);

/** The wait of a rate-limit window: whole minutes, rounded up, at least one. */
const windowText = (seconds: number) => minutesText(Math.max(1, Math.ceil(seconds / 60)));

export const ERROR_MESSAGES = {
  // Any request
  /** 500, or a failure answer without errors: nothing of the cause reaches the client. */
  INTERNAL_ERROR: UNKNOWN_ERROR,
  /** Made by the client when no answer arrived (network down, request aborted). */
  NETWORK_ERROR: UNKNOWN_ERROR,
  /** 400: an input field broke a rule; the message is the rule's own, at the field. */
  VALIDATION_FAILED: (ruleMessage: string) => ruleMessage,
  BAD_REQUEST: 'Die Anfrage ist ungültig.',
  BODY_NOT_OBJECT: 'Der Anfragetext muss ein JSON-Objekt sein.',
  FORBIDDEN_CHARACTERS: 'Das Feld enthält unzulässige Zeichen.',
  INVALID_JSON: 'Der Anfragetext ist kein gültiges JSON.',
  EMPTY_JSON_BODY: 'Der Anfragetext ist leer, obwohl JSON angekündigt wurde.',
  JSON_TOO_DEEP: 'Der Anfragetext ist zu tief verschachtelt.',
  INVALID_CONTENT_LENGTH: 'Die Längenangabe der Anfrage stimmt nicht.',
  UNAUTHORIZED: 'Bitte melden Sie sich an.',
  FORBIDDEN: 'Dafür fehlt Ihnen die Berechtigung.',
  CSRF_TOKEN_INVALID:
    'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  NOT_FOUND: 'Die angeforderte Ressource wurde nicht gefunden.',
  METHOD_NOT_ALLOWED: 'Diese Methode ist hier nicht erlaubt.',
  NOT_ACCEPTABLE: 'Dieses Antwortformat wird nicht unterstützt.',
  REQUEST_TIMEOUT: 'Die Anfrage hat zu lange gedauert.',
  CONFLICT: 'Die Anfrage steht im Konflikt mit dem aktuellen Zustand.',
  PAYLOAD_TOO_LARGE,
  URI_TOO_LONG: 'Die Adresse ist zu lang.',
  UNSUPPORTED_MEDIA_TYPE,
  UNPROCESSABLE_REQUEST: 'Die Anfrage kann nicht verarbeitet werden.',
  /** 429; with the seconds left of a rate-limit window, it says how long to wait. */
  TOO_MANY_REQUESTS: (seconds?: number) =>
    `Zu viele Anfragen. Bitte versuchen Sie es ${seconds === undefined ? 'später' : `in ${windowText(seconds)}`} erneut.`,
  TOO_MANY_REQUESTS_FOR_ADDRESS: (seconds: number) =>
    `Zu viele Anfragen mit dieser E-Mail-Adresse. Bitte versuchen Sie es in ${windowText(seconds)} erneut.`,

  // Database constraints (the fallback when a service did not check first)
  VALUE_TAKEN: 'Dieser Wert ist bereits vergeben.',
  RECORD_IN_USE: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.',
  REFERENCE_MISSING: 'Ein verknüpfter Eintrag existiert nicht (mehr).',
  REFERENCE_CONFLICT: 'Der Eintrag wird noch verwendet oder verweist auf einen fehlenden Eintrag.',

  // Records of the CRUD collections
  /**
   * 404 of a record addressed by its id, named by its collection ('Kategorie wurde nicht
   * gefunden.'); also when it is not visible to the caller (a device of another branch).
   */
  RECORD_NOT_FOUND: (resourceName: string) => `${resourceName} wurde nicht gefunden.`,
  /** 409 of a delete: the sentence names the record and what still uses it. */
  RECORD_STILL_USED: (sentence: string) => sentence,

  // Sign-in and access
  /** Same answer for an unknown user and a wrong password: it must not tell which. */
  WRONG_CREDENTIALS: 'Benutzername oder Passwort ist falsch.',
  LOGIN_LINK_INVALID: 'Der Anmeldelink ist ungültig oder abgelaufen.',
  LOGIN_LOCKED: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutesText(minutes)} erneut.`,
  ACCOUNT_DISABLED: `Ihr Konto ist deaktiviert. ${CONTACT_ADMINISTRATION}`,
  ACCOUNT_LOCKED: `Ihr Konto ist gesperrt. ${CONTACT_ADMINISTRATION}`,
  ACCOUNT_EXPIRED: `Ihr Konto ist abgelaufen. ${CONTACT_ADMINISTRATION}`,
  COUNTER_KEY_INVALID: 'Der Zugangsschlüssel ist ungültig.',
  TIME_TRACKING_REFUSED: 'Benutzer konnte nicht geladen werden.',
  /** 401 on the shop tablet: a wrong PIN, an unknown employee or one of another branch alike. */
  KIOSK_PIN_REFUSED: 'Mitarbeiter oder PIN ist falsch.',
  /** 429 after too many wrong PINs for one employee (counted per employee, not per tablet). */
  KIOSK_PIN_LOCKED: (minutes: number) =>
    `Zu viele falsche PIN-Eingaben. Bitte versuchen Sie es in ${minutesText(minutes)} erneut.`,

  // Time clock: 409s of an action that does not fit the clock's state (a double tap, two tabs)
  WORK_ALREADY_RUNNING: 'Die Arbeit läuft bereits.',
  NO_WORK_TO_PAUSE: 'Es läuft keine Arbeit, die pausiert werden kann.',
  NO_PAUSE_TO_RESUME: 'Es gibt keine Pause, die fortgesetzt werden kann.',
  NO_WORK_TO_END: 'Es läuft keine Arbeit, die beendet werden kann.',
  PROJECT_UNKNOWN: 'Dieses Projekt gibt es nicht (mehr).',
  TASK_UNKNOWN: 'Diese Aufgabe gibt es nicht (mehr).',
  TASK_OF_OTHER_PROJECT: 'Diese Aufgabe gehört zu einem anderen Projekt.',

  // Time sheets: closed months (the month as MM.YYYY)
  /** 409 of a write to working time, a shift or an absence of a closed month. */
  MONTH_CLOSED: (month: string) =>
    `Der Monat ${month} ist abgeschlossen und kann nicht mehr geändert werden.`,
  MONTH_ALREADY_CLOSED: (month: string) => `Der Monat ${month} ist bereits abgeschlossen.`,
  MONTH_NOT_OVER: (month: string) =>
    `Der Monat ${month} ist noch nicht zu Ende und kann noch nicht abgeschlossen werden.`,
  MONTH_HAS_OPEN_ACTIVITIES: (month: string) =>
    `Im Monat ${month} laufen noch Aktivitäten. Bitte beenden Sie sie vor dem Abschluss.`,
  MONTH_NOT_CLOSED: (month: string) => `Der Monat ${month} ist nicht abgeschlossen.`,

  // Orders
  ORDER_NOT_FOUND: 'Bestellung wurde nicht gefunden.',
  /** 400 at `branch`: the branch's closed notice as one sentence. */
  BRANCH_CLOSED: (closedNotice: string) => closedNotice,
  STAFF_ORDER_FOREIGN_BRANCH: 'Sie können nur Bestellungen für Ihre eigenen Filialen aufnehmen.',
  UNKNOWN_STATUS_ACTION: 'Diese Statusaktion gibt es nicht.',
  NO_INPUT_EXPECTED: 'Diese Aktion erwartet keine Angaben.',
  /** 409 of a status action the order's state does not allow (the domain words why). */
  ORDER_TRANSITION_REFUSED: (reason: string) => reason,
  ORDER_CHANGED_MEANWHILE:
    'Die Bestellung wurde inzwischen geändert. Bitte laden Sie sie neu und versuchen Sie es erneut.',
  ORDER_ITEM_NOT_FOUND: 'Position wurde nicht gefunden.',
  ORDER_CLOSED:
    'Diese Bestellung ist abgeschlossen, abgelehnt, storniert oder fehlgeschlagen und kann nicht mehr geändert werden.',
  ORDER_PAID_ONLINE_TOTAL_FIXED:
    'Diese Bestellung wurde bereits online bezahlt, ihr Gesamtbetrag kann nicht mehr geändert werden.',
  ORDER_ITEM_PRODUCT_GONE:
    'Das Produkt dieser Position gibt es nicht mehr, daher kann sie nicht geändert werden.',
  IDEMPOTENCY_IN_PROGRESS:
    'Eine Anfrage mit diesem Idempotency-Key wird gerade bearbeitet. Bitte versuchen Sie es gleich erneut.',
  IDEMPOTENCY_KEY_REUSED: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  NOTICE_SEND_FAILED: 'Die Bestätigung konnte nicht gesendet werden.',
  NOTICE_NO_EMAIL_ADDRESS: 'Für diese Filiale und den Shop ist keine E-Mail-Adresse hinterlegt.',
  NOTICE_NO_PHONE: 'Für diese Filiale ist keine Telefonnummer hinterlegt.',
  SMS_DISABLED: 'Der SMS-Versand ist in den Einstellungen nicht aktiviert.',
  RATING_DISABLED: 'Bewertungen sind derzeit nicht möglich.',
  RATING_BEFORE_COMPLETION: 'Eine Bestellung kann erst nach ihrem Abschluss bewertet werden.',
  ORDER_ALREADY_RATED: 'Diese Bestellung wurde bereits bewertet.',

  // Payments
  PAYMENT_START_FAILED:
    'Die Online-Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  PAYMENT_METHOD_NOT_OFFERED:
    'Diese Zahlungsart wird derzeit nicht angeboten. Bitte wählen Sie eine andere Zahlungsart.',
  PAID_ON_SITE: 'Diese Bestellung wird vor Ort bezahlt.',
  PAYMENT_CHECK_FAILED:
    'Der Zahlungsstatus konnte nicht geprüft werden. Der Zahlungsanbieter ist gerade nicht erreichbar; bitte versuchen Sie es später erneut.',
  TEST_PAYMENT_NOT_FOUND: 'Testzahlung wurde nicht gefunden.',

  // Media and logs
  NO_PREVIEW: 'Für diese Datei gibt es keine Vorschau.',
  FONT_NOT_FOUND: 'Schriftart wurde nicht gefunden.',
  FONT_FILE_NOT_FOUND: 'Schriftdatei wurde nicht gefunden.',
  IMAGE_CHANGED_MEANWHILE: 'Das Bild wurde inzwischen geändert. Bitte laden Sie es neu.',
  FILE_CHANGED_MEANWHILE: 'Die Datei wurde inzwischen geändert. Bitte laden Sie sie neu.',
  LOG_NOT_FOUND: 'Log wurde nicht gefunden.',

  // Devices
  /** 401 to a device call with a wrong, unknown or disabled device or key. */
  DEVICE_NOT_RECOGNISED: 'Gerät nicht erkannt.',
  DEVICE_DISABLED: 'Das Gerät ist deaktiviert.',
  NO_PRINTER: 'Für diese Filiale ist kein Bondrucker eingerichtet.',
  TEST_PAGE_PRINTERS_ONLY: 'Nur Bondrucker können eine Testseite drucken.',
  PRINT_JOB_NOT_FOUND: 'Druckauftrag wurde nicht gefunden.',
  /** 413 at `content`: a device log above DEVICE_LOG_MAX_BYTES. */
  DEVICE_LOG_TOO_LARGE: 'Das Protokoll ist zu groß. Erlaubt sind höchstens 64 KB.',

  // Operations (load balancer and monitoring)
  /** 503 of GET /api/ready while the instance shuts down (SIGTERM). */
  SHUTTING_DOWN: 'Der Server wird gerade beendet.',
  /** 503 of GET /api/ready: the database does not answer. */
  DATABASE_UNREACHABLE: 'Die Datenbank ist nicht erreichbar.',
  /** 503 of GET /api/ready: REDIS_URL is set and Redis does not answer. */
  REDIS_UNREACHABLE: 'Redis ist nicht erreichbar.',
  /** 401 of GET /metrics without the right Bearer token (METRICS_TOKEN). */
  METRICS_TOKEN_INVALID: 'Das Token für die Metriken fehlt oder ist falsch.',
} as const satisfies Record<string, string | ((...args: never[]) => string)>;

/** The stable machine-readable code of an API error (UPPER_SNAKE), e.g. `ORDER_NOT_FOUND`. */
export type ApiErrorCode = keyof typeof ERROR_MESSAGES;

/** The codes whose message is a fixed text (no parameters). */
export type FixedMessageCode = {
  [C in ApiErrorCode]: (typeof ERROR_MESSAGES)[C] extends string ? C : never;
}[ApiErrorCode];

/** What the message of `code` needs: nothing for a fixed text, else its function's arguments. */
export type ErrorMessageArgs<C extends ApiErrorCode> = (typeof ERROR_MESSAGES)[C] extends (
  ...args: infer A
) => string
  ? A
  : [];

/** Every code of the catalogue, in its order. */
export const API_ERROR_CODES = Object.keys(ERROR_MESSAGES) as ApiErrorCode[];

/** The German message of `code` (with its parameters, if it takes any). */
export function errorMessage<C extends ApiErrorCode>(
  code: C,
  ...args: ErrorMessageArgs<C>
): string {
  const entry = ERROR_MESSAGES[code] as string | ((...values: unknown[]) => string);
  return typeof entry === 'string' ? entry : entry(...args);
}

/** The error `code` as the API answers it, its catalogue message included. */
export function apiError<C extends ApiErrorCode>(code: C, ...args: ErrorMessageArgs<C>): ApiError {
  return { code, message: errorMessage(code, ...args) };
}

/** The 404 of a record of a CRUD collection that does not exist (or is not the caller's). */
export function recordNotFound(collection: keyof typeof CRUD_COLLECTIONS): ApiError {
  return apiError('RECORD_NOT_FOUND', CRUD_COLLECTIONS[collection].names.one);
}
