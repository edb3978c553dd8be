import { createHash } from 'node:crypto';
import { LessThan, type EntityManager } from 'typeorm';
import { ValidationFailedError } from '../../../common/errors/app-errors.js';
import { IdempotencyRecordEntity } from '../entities/idempotency-record.entity.js';

/** The request header that makes order creation safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1–255 characters of letters, digits and `_ - : .`. */
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,255}$/;

/** Records are kept at least this long; older ones are deleted now and then. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How often at most the old records are deleted. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_MESSAGE =
  'Der Idempotency-Key muss aus 1 bis 255 Zeichen (Buchstaben, Ziffern, _ - : .) bestehen.';

/**
 * The key of a request, or null when the header is absent. A malformed key (or the header sent
 * twice) is a German 400 at the field `Idempotency-Key`.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    throw ValidationFailedError.field(IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE);
  return header;
}

/** JSON with object keys sorted at every level, so equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON of a request body. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** A stored answer: what a repeat of the request gets. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The stored answer of a record, or null while it has none. */
export function storedResponse(record: IdempotencyRecordEntity): StoredResponse | null {
  return record.responseStatus === null
    ? null
    : { status: record.responseStatus, body: record.responseBody };
}

let lastCleanup = 0;

/**
 * Deletes records older than the retention time, at most once per hour per process. Failures
 * are ignored: the next call tries again.
 */
export async function deleteExpiredIdempotencyRecords(
  manager: EntityManager,
  now = new Date(),
): Promise<void> {
  if (now.getTime() - lastCleanup < CLEANUP_INTERVAL_MS) return;
  lastCleanup = now.getTime();
  try {
    await manager.delete(IdempotencyRecordEntity, {
      createdAt: LessThan(new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
    });
  } catch {
    lastCleanup = 0;
  }
}
