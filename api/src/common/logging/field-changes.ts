import type { LogFieldChange } from '@bestellwerk/domain';

/** Fields every write changes by itself; a diff does not list them. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between two shapes of a record, with old and new value, in
 * the order of `after`'s keys (then fields only `before` had). Nested objects are compared field
 * by field under a dotted name (`payment.mollie.profileId`); lists and other values as a whole.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): LogFieldChange[] {
  const changes: LogFieldChange[] = [];
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  for (const key of keys) {
    if (!prefix && IGNORED_FIELDS.has(key)) continue;
    const old = before[key];
    const next = after[key];
    const field = prefix + key;
    if (isPlainObject(old) && isPlainObject(next)) {
      changes.push(...fieldChanges(old, next, `${field}.`));
    } else if (!same(old, next)) {
      changes.push({ field, old: old ?? null, new: next ?? null });
    }
  }
  return changes;
}
