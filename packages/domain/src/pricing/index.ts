export * from './calculation-models.js';
export * from './price-modifiers.js';
export * from './item-price.js';
export * from './tax-split.js';
export * from './delivery-fee.js';
export * from './pricing-totals.js';
export * from './catalog-price-text.js';
