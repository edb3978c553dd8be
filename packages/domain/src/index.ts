export * from './contract/index.js';
export * from './app-constants.js';
export * from './staff/branch-access.js';
