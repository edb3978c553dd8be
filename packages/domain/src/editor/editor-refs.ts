import type { Id } from '../contract/common.js';

/**
 * The id a reference-like value stands for: an id, its decimal text (as a select control gives
 * it) or any object with a numeric `id` (`{ id }`, a full Image or Upload); null otherwise.
 */
export function refIdOf(value: unknown): Id | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return /^\d+$/.test(value.trim()) ? Number(value) : null;
  if (value !== null && typeof value === 'object' && 'id' in value) return refIdOf(value.id);
  return null;
}

/** The ids of a list of reference-like values, unusable entries dropped; no list → none. */
export function refIdsOf(value: unknown): Id[] {
  if (!Array.isArray(value)) return [];
  return value.map(refIdOf).filter((id): id is Id => id !== null);
}
