export * from './statistics-period.js';
export * from './statistics-presets.js';
