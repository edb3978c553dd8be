export * from './branch-search.js';
export * from './donatee-search.js';
