export * from './statistics-period.js';
