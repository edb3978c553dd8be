export * from './product-rules.js';
