// Test support: `@bestellwerk/domain/testing`. Not re-exported by the domain barrel, so no
// production bundle includes it.
export * from './contract-fixtures.js';
