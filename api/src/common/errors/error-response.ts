import { HttpException, Logger } from '@nestjs/common';
import type { ApiError } from '@bestellwerk/domain';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { AppError } from './app-errors.js';

export interface ErrorResponse {
  status: number;
  errors: ApiError[];
}

const logger = new Logger('Errors');

const UNKNOWN: ApiError = { message: 'Ein unbekannter Fehler ist aufgetreten.' };

/** German messages for the statuses that framework and Fastify errors carry. */
const BY_STATUS: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Dafür fehlt Ihnen die Berechtigung.',
  404: 'Die angeforderte Ressource wurde nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  406: 'Dieses Antwortformat wird nicht unterstützt.',
  408: 'Die Anfrage hat zu lange gedauert.',
  409: 'Die Anfrage steht im Konflikt mit dem aktuellen Zustand.',
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang.',
  415: 'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie JSON.',
  422: 'Die Anfrage kann nicht verarbeitet werden.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
};

/** German messages for Fastify's own error codes (body parsing, limits). */
const BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Der Anfragetext ist kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Der Anfragetext ist leer, obwohl JSON angekündigt wurde.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Längenangabe der Anfrage stimmt nicht.',
  BW_JSON_TOO_DEEP: 'Der Anfragetext ist zu tief verschachtelt.',
};

/** MySQL/MariaDB and SQLite report a unique violation differently; both become a 409. */
function isUniqueViolation(error: QueryFailedError): boolean {
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * German message of a foreign key violation, or null for other errors. The generic delete
 * names what still uses a record before the database is asked (CrudService.remove); this is
 * the fallback for a reference added meanwhile or a delete outside it. MariaDB tells which
 * side failed, SQLite does not.
 */
function foreignKeyMessage(error: QueryFailedError): string | null {
  const code = (error.driverError as { code?: string } | undefined)?.code;
  switch (code) {
    case 'ER_ROW_IS_REFERENCED':
    case 'ER_ROW_IS_REFERENCED_2':
      return 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.';
    case 'ER_NO_REFERENCED_ROW':
    case 'ER_NO_REFERENCED_ROW_2':
      return 'Ein verknüpfter Eintrag existiert nicht (mehr).';
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return 'Der Eintrag wird noch verwendet oder verweist auf einen fehlenden Eintrag.';
    default:
      return null;
  }
}

function fromHttpException(error: HttpException): ErrorResponse {
  const status = error.getStatus();
  // Fastify's own errors (body parsing, limits) arrive wrapped, the original as the cause.
  const fastifyCode = (error.cause as { code?: string } | undefined)?.code;
  if (fastifyCode && BY_FASTIFY_CODE[fastifyCode])
    return { status, errors: [{ message: BY_FASTIFY_CODE[fastifyCode] }] };
  const body = error.getResponse();
  if (typeof body === 'object' && body && Array.isArray((body as { errors?: unknown }).errors)) {
    return { status, errors: (body as { errors: ApiError[] }).errors };
  }
  return { status, errors: [{ message: BY_STATUS[status] ?? UNKNOWN.message }] };
}

/**
 * Maps anything thrown while answering a request to a status and German messages. Nothing of
 * the original error (stack, SQL, English text) reaches the client; 5xx are logged here.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) return { status: error.status, errors: error.errors };
  if (error instanceof HttpException) return fromHttpException(error);
  if (error instanceof EntityNotFoundError)
    return { status: 404, errors: [{ message: BY_STATUS[404] }] };
  if (error instanceof QueryFailedError && isUniqueViolation(error)) {
    return { status: 409, errors: [{ message: 'Dieser Wert ist bereits vergeben.' }] };
  }
  const foreignKey = error instanceof QueryFailedError ? foreignKeyMessage(error) : null;
  if (foreignKey) return { status: 409, errors: [{ message: foreignKey }] };
  const fastify = error as { statusCode?: number; code?: string };
  if (
    typeof fastify?.statusCode === 'number' &&
    fastify.statusCode >= 400 &&
    fastify.statusCode < 500
  ) {
    const message =
      (fastify.code && BY_FASTIFY_CODE[fastify.code]) ||
      BY_STATUS[fastify.statusCode] ||
      BY_STATUS[400];
    return { status: fastify.statusCode, errors: [{ message }] };
  }
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { status: 500, errors: [UNKNOWN] };
}
