export * from './money-format.js';
export * from './date-format.js';
export * from './page-title.js';
export * from './font-weights.js';
export * from './slider-counter.js';
export * from './decimal-input.js';
export * from './csv-format.js';
