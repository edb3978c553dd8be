export * from './product-rules.js';
export * from './category-bar.js';
export * from './catalog-labels.js';
export * from './menu-catalog-edit.js';
