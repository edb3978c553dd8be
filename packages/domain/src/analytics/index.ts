export * from './analytics-events.js';
