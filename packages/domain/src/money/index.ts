export * from './cents.js';
export * from './exact-fraction.js';
