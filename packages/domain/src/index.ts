export * from './contract/index.js';
export * from './app-constants.js';
