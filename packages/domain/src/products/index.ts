export * from './product-rules.js';
export * from './category-bar.js';
