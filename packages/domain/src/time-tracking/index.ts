export * from './punch.js';
export * from './working-time.js';
export * from './day-totals.js';
export * from './statutory-breaks.js';
export * from './forgotten-clock-out.js';
