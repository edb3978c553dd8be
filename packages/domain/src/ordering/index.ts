export * from './order-limits.js';
