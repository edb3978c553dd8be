export * from './label-grid.js';
export * from './label-text.js';
export * from './label-content.js';
export * from './label-layout.js';
export * from './label-rules.js';
