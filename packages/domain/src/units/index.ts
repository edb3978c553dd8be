export * from './unit-table.js';
export * from './amount-decimals.js';
export * from './unit-conversion.js';
export * from './amount-parsing.js';
export * from './quantity-rules.js';
export * from './amount-snapping.js';
export * from './item-count.js';
export * from './staff-amount.js';
