export * from './branch-visibility.js';
