export * from './statistics-period.js';
export * from './statistics-presets.js';
export * from './statistics-tiles.js';
export * from './statistics-tables.js';
