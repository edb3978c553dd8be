import { HttpException, Logger } from '@nestjs/common';
import {
  apiError,
  type ApiError,
  type ApiErrorCode,
  type FieldError,
  type FixedMessageCode,
} from '@bestellwerk/domain';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { AppError } from './app-errors.js';

export interface ErrorResponse {
  status: number;
  errors: ApiError[];
}

const logger = new Logger('Errors');

/** The codes of the statuses that framework and Fastify errors carry. */
const BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_REQUEST',
  429: 'TOO_MANY_REQUESTS',
};

/** The codes of Fastify's own error codes (body parsing, limits). */
const BY_FASTIFY_CODE: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  BW_JSON_TOO_DEEP: 'JSON_TOO_DEEP',
};

/**
 * The codes of a foreign key violation. The generic delete names what still uses a record
 * before the database is asked (CrudService.remove); this is the fallback for a reference added
 * meanwhile or a delete outside it. MariaDB tells which side failed, SQLite does not.
 */
const BY_FOREIGN_KEY_CODE: Record<string, ApiErrorCode> = {
  ER_ROW_IS_REFERENCED: 'RECORD_IN_USE',
  ER_ROW_IS_REFERENCED_2: 'RECORD_IN_USE',
  ER_NO_REFERENCED_ROW: 'REFERENCE_MISSING',
  ER_NO_REFERENCED_ROW_2: 'REFERENCE_MISSING',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'REFERENCE_CONFLICT',
};

/** MySQL/MariaDB and SQLite report a unique violation differently; both become a 409. */
const UNIQUE_VIOLATION_CODES = new Set([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

/** The catalogue code of a database error we answer with a 409, or undefined. */
function constraintCode(error: QueryFailedError): ApiErrorCode | undefined {
  const driverCode = (error.driverError as { code?: string } | undefined)?.code ?? '';
  if (UNIQUE_VIOLATION_CODES.has(driverCode)) return 'VALUE_TAKEN';
  return BY_FOREIGN_KEY_CODE[driverCode];
}

/** One coded error of the catalogue, as the only entry of an answer with `status`. */
const answer = (status: number, code: ApiErrorCode): ErrorResponse => ({
  status,
  // Framework errors carry no parameters; TOO_MANY_REQUESTS without seconds says 'später'.
  errors: [apiError(code as FixedMessageCode)],
});

function fromHttpException(error: HttpException): ErrorResponse {
  const status = error.getStatus();
  // Fastify's own errors (body parsing, limits) arrive wrapped, the original as the cause.
  const fastifyCode = (error.cause as { code?: string } | undefined)?.code;
  if (fastifyCode && BY_FASTIFY_CODE[fastifyCode])
    return answer(status, BY_FASTIFY_CODE[fastifyCode]);
  const body = error.getResponse();
  if (typeof body === 'object' && body && Array.isArray((body as { errors?: unknown }).errors)) {
    const code = BY_STATUS[status] ?? 'INTERNAL_ERROR';
    const errors = (body as { errors: FieldError[] }).errors;
    return { status, errors: errors.map((error) => ({ ...error, code: error.code ?? code })) };
  }
  return answer(status, BY_STATUS[status] ?? 'INTERNAL_ERROR');
}

/**
 * Maps anything thrown while answering a request to a status and coded German errors. Nothing of
 * the original error (stack, SQL, English text) reaches the client; 5xx are logged here, with
 * the request's id (X-Request-Id) when given.
 */
export function toErrorResponse(error: unknown, requestId?: string): ErrorResponse {
  if (error instanceof AppError) return { status: error.status, errors: error.errors };
  if (error instanceof HttpException) return fromHttpException(error);
  if (error instanceof EntityNotFoundError) return answer(404, 'NOT_FOUND');
  const constraint = error instanceof QueryFailedError ? constraintCode(error) : undefined;
  if (constraint) return answer(409, constraint);
  const fastify = error as { statusCode?: number; code?: string };
  if (
    typeof fastify?.statusCode === 'number' &&
    fastify.statusCode >= 400 &&
    fastify.statusCode < 500
  ) {
    const code =
      (fastify.code && BY_FASTIFY_CODE[fastify.code]) ||
      BY_STATUS[fastify.statusCode] ||
      BY_STATUS[400];
    return answer(fastify.statusCode, code);
  }
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  logger.error(requestId ? `Anfrage ${requestId}: ${text}` : text);
  return answer(500, 'INTERNAL_ERROR');
}
