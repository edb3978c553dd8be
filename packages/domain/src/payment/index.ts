export * from './payment-methods.js';
export * from './donation.js';
