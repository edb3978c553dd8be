export * from './order-transitions.js';
export * from './order-progress.js';
export * from './order-labels.js';
export * from './order-due.js';
export * from './order-payment.js';
export * from './customer-notices.js';
