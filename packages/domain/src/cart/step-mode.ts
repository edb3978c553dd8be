import type { ConfigPart } from '../contract/catalog.js';
import type { CartPartValue } from '../contract/ordering.js';
import { isPartValid } from './part-validity.js';

/**
 * Step mode (isStepByStep): each part is one step, counted from 0. The user may go on from
 * step `step` only when that step's part is valid and a further step exists; on the last step
 * the item is saved instead (see isCartItemValid).
 */
export function canAdvanceFromStep(
  parts: readonly ConfigPart[],
  values: readonly CartPartValue[],
  step: number,
): boolean {
  return (
    Number.isInteger(step) &&
    step >= 0 &&
    step < parts.length - 1 &&
    isPartValid(parts[step], values[step])
  );
}

/** Whether `step` is the last step of a step-by-step product (where save replaces next). */
export function isLastStep(parts: readonly ConfigPart[], step: number): boolean {
  return step >= parts.length - 1;
}
